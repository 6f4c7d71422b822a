import { CustomerSubRole, hubNotifyNames } from '@portale/shared';
import type { Mailer } from '../../plugins/mail.ts';
import type { Hub } from '../../plugins/realtime.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import { createJobOrderPicker } from '../job-orders/index.ts';
import { createUserNotices, type NotificationService } from '../notifications/index.ts';
import { createBillingNotifier } from './billing-notifier.ts';
import { registerBillingRoutes } from './billing.routes.ts';
import { createBillingRepository } from './billing.repository.ts';
import { createBillingService } from './billing.service.ts';

export { readFatturaPa } from './fatturapa-reader.ts';

/**
 * Billing: invoices and credit notes of the job orders a customer user sees, their PDFs and FatturaPA
 * views, the billing badge, and publishing by staff with its notifications and emails.
 */
export function createBillingModule(
  deps: SharedDeps & {
    notifications: Pick<NotificationService, 'notifyAll'>;
    hub: Pick<Hub, 'notifyUser'>;
    mailer: Mailer;
  },
): AppModule {
  const repository = createBillingRepository(deps.db);
  const tell = createUserNotices('billing', deps);
  const notifier = createBillingNotifier({
    tell,
    findRecipients: repository.findRecipients,
    billingSubRole: CustomerSubRole.billing,
    providerName: deps.config.PROVIDER_NAME,
    log: deps.log,
  });
  const billing = createBillingService({
    billing: repository,
    jobOrderPicker: createJobOrderPicker(deps.db),
    files: deps.files,
    notifier,
    now: deps.now,
  });
  return {
    name: 'billing',
    routes: (api) => registerBillingRoutes(api, billing),
    profileCounts: async (auth) => ({ newBillingDocuments: await billing.countUnopened(auth) }),
    profileCountsReadFrom: [
      'billing_documents',
      'billing_document_opens',
      'sites',
      'job_orders',
      'user_sites',
    ],
    hubEvents: [hubNotifyNames.notification, hubNotifyNames.profileChanged],
  };
}
