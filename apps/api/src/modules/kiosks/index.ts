import type { FastifyRequest } from 'fastify';
import {
  kioskAlertSettingsContract,
  kioskKeyHeader,
  kioskListContract,
  kioskRoomOptionsContract,
  kioskSiteIndexContract,
  kioskStatisticsContract,
  kioskVotesContract,
  newKioskContract,
  replaceKioskKeyContract,
  revokeKioskContract,
  saveKioskAlertSettingsContract,
} from '@portale/shared';
import type { Mailer } from '../../plugins/mail.ts';
import type { Hub } from '../../plugins/realtime.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import { createUserNotices, type NotificationService } from '../notifications/index.ts';
import { createKioskAlertsRepository } from './kiosk-alerts.repository.ts';
import { createKioskAlerts } from './kiosk-alerts.ts';
import { createKioskStatisticsRepository } from './kiosk-statistics.repository.ts';
import { createKioskStatisticsService } from './kiosk-statistics.service.ts';
import { hashToken } from '../../plugins/tokens.ts';
import { createKioskVotesService } from './kiosk-votes.service.ts';
import { createKiosksRepository } from './kiosks.repository.ts';
import { createKiosksService } from './kiosks.service.ts';

/** Uploads a kiosk's key may make in a minute: one every second, far more than people press. */
export const kioskUploadsPerMinute = 60;

const keyOf = (request: FastifyRequest) => {
  const value = request.headers[kioskKeyHeader];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Kiosks (PRODUCT.md, Quality; docs/guida/chioschi.md): the devices' uploads, signed with each kiosk's
 * key; staff's kiosks and alert settings; the statistics both sides read; the alert when a site's bad
 * votes pass the threshold. No cached read keeps these tables; the writes name them all the same.
 */
export function createKiosksModule(
  deps: SharedDeps & {
    notifications: Pick<NotificationService, 'notifyAll'>;
    hub: Pick<Hub, 'notifyUser'>;
    mailer: Mailer;
  },
): AppModule {
  const now = deps.now ?? (() => new Date());
  const repository = createKiosksRepository(deps.db);
  const alerts = createKioskAlerts({
    repository: createKioskAlertsRepository(deps.db),
    kiosks: repository,
    tell: createUserNotices('kiosk', deps),
    mailer: deps.mailer,
    config: deps.config,
    log: deps.log,
    now,
  });
  const votes = createKioskVotesService({ repository, now, afterVotes: alerts.afterVotes });
  const kiosks = createKiosksService(repository);
  const statistics = createKioskStatisticsService(createKioskStatisticsRepository(deps.db), now);
  return {
    name: 'kiosks',
    routes: (api) => {
      registerRoute(
        api,
        kioskVotesContract,
        async ({ request, body }) => votes.record(await votes.authenticate(keyOf(request)), body),
        {
          invalidates: ['kiosk_votes', 'kiosks', 'kiosk_alerts'],
          // Per key (its digest, so no key is kept in memory); calls without one by address.
          limitPerKey: {
            max: kioskUploadsPerMinute,
            key: (request) => {
              const key = keyOf(request);
              return key ? `kiosk:${hashToken(key)}` : `kiosk-ip:${request.ip}`;
            },
          },
        },
      );
      registerRoute(api, kioskStatisticsContract, ({ request, query }) =>
        statistics.statistics(requireAuth(request), query),
      );
      registerRoute(api, kioskSiteIndexContract, ({ request }) => statistics.siteIndex(requireAuth(request)));
      registerRoute(api, kioskListContract, ({ query }) => kiosks.list(query.siteCode));
      registerRoute(api, newKioskContract, ({ request, body }) => kiosks.create(requireAuth(request), body), {
        invalidates: ['kiosks'],
      });
      registerRoute(api, replaceKioskKeyContract, ({ params }) => kiosks.replaceKey(params.kioskId), {
        invalidates: ['kiosks'],
      });
      registerRoute(api, revokeKioskContract, ({ params }) => kiosks.revoke(params.kioskId), {
        invalidates: ['kiosks'],
      });
      registerRoute(api, kioskRoomOptionsContract, ({ params }) => kiosks.rooms(params.siteCode));
      registerRoute(api, kioskAlertSettingsContract, ({ params }) => kiosks.alertSettings(params.siteCode));
      registerRoute(
        api,
        saveKioskAlertSettingsContract,
        ({ request, params, body }) => kiosks.saveAlertSettings(requireAuth(request), params.siteCode, body),
        { invalidates: ['kiosk_alert_settings'] },
      );
    },
  };
}
