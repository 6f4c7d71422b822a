import {
  completeQualityControlContract,
  qualityControlDetailContract,
  qualityControlListContract,
  qualityStatisticsContract,
  recordQualityVotesContract,
  startQualityControlContract,
} from '@portale/shared';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { Hub } from '../../plugins/realtime.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import { createUserNotices, type NotificationService } from '../notifications/index.ts';
import { createControlNotifier } from './control-notifier.ts';
import { createQualityControlsRepository } from './quality-controls.repository.ts';
import { createQualityControlsService } from './quality-controls.service.ts';
import { createQualityStatisticsRepository } from './quality-statistics.repository.ts';
import { createQualityStatisticsService } from './quality-statistics.service.ts';

/**
 * Quality: the controls of the sites, with their sample and their working by the rule of Italian public
 * cleaning tenders (PRODUCT.md, Quality): staff draw a control's rooms, vote and complete it; both sides
 * read it; the statistics chart them. Joint controls, reports and kiosks follow (issue 26). No cached read keeps these
 * tables; the writes name them all the same.
 */
export function createQualityModule(
  deps: SharedDeps & {
    notifications: Pick<NotificationService, 'notifyAll'>;
    hub: Pick<Hub, 'notifyUser'>;
    mailer: Mailer;
  },
): AppModule {
  const repository = createQualityControlsRepository(deps.db);
  const notifier = createControlNotifier({
    log: deps.log,
    tell: createUserNotices('quality', deps),
    findRecipients: (siteCode) => repository.findSiteFollowers(siteCode),
  });
  const service = createQualityControlsService(repository, notifier);
  const statistics = createQualityStatisticsService(
    createQualityStatisticsRepository(deps.db),
    deps.now ?? (() => new Date()),
  );
  return {
    name: 'quality',
    routes: (api) => {
      registerRoute(api, qualityControlListContract, ({ request, query }) =>
        service.list(requireAuth(request), query),
      );
      registerRoute(api, qualityControlDetailContract, ({ request, params }) =>
        service.detail(requireAuth(request), params.controlId),
      );
      registerRoute(api, qualityStatisticsContract, ({ request, query }) =>
        statistics.statistics(requireAuth(request), query),
      );
      registerRoute(
        api,
        startQualityControlContract,
        ({ request, body }) => service.start(requireAuth(request), body),
        {
          invalidates: ['quality_controls', 'quality_control_rooms'],
        },
      );
      registerRoute(
        api,
        recordQualityVotesContract,
        ({ request, params, body }) => service.recordVotes(requireAuth(request), params.controlId, body),
        { invalidates: ['quality_control_items'] },
      );
      registerRoute(
        api,
        completeQualityControlContract,
        ({ request, params }) => service.complete(requireAuth(request), params.controlId),
        { invalidates: ['quality_controls'] },
      );
    },
  };
}
