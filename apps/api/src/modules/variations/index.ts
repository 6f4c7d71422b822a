import type { Mailer } from '../../plugins/mail.ts';
import type { Hub } from '../../plugins/realtime.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import { createFeeInputsRepository } from '../fees/index.ts';
import type { NotificationService } from '../notifications/index.ts';
import { createRoomHistories } from '../real-estate/index.ts';
import type { Tenancy } from '../tenancy/index.ts';
import { createVariationNotifier } from './variation-notifier.ts';
import { createVariationPreviewService } from './variation-preview.service.ts';
import { createVariationsRepository } from './variations.repository.ts';
import { registerVariationsRoutes } from './variations.routes.ts';
import { createVariationsService } from './variations.service.ts';

/**
 * Variation requests: the customer's requests to open, close, suspend or modify rooms or to change,
 * suspend or end a service, the provider's queue and decisions (an accepted room variation writes the
 * rooms' histories), and the fee before and after a draft.
 */
export function createVariationsModule(
  deps: SharedDeps & {
    tenancy: Tenancy;
    notifications: Pick<NotificationService, 'notifyAll'>;
    hub: Pick<Hub, 'notifyUser'>;
    mailer: Mailer;
  },
): AppModule {
  const repository = createVariationsRepository(deps.db);
  const service = createVariationsService({
    repository,
    tenancy: deps.tenancy,
    roomHistories: createRoomHistories(deps.db),
    notifier: createVariationNotifier({ ...deps, repository }),
  });
  const preview = createVariationPreviewService({
    feeInputs: createFeeInputsRepository(deps.db),
    tenancy: deps.tenancy,
    repository,
  });
  return { name: 'variations', routes: (api) => registerVariationsRoutes(api, service, preview) };
}
