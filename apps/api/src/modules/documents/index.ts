import { hubNotifyNames } from '@portale/shared';
import type { Mailer } from '../../plugins/mail.ts';
import type { Hub } from '../../plugins/realtime.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import { createJobOrderPicker } from '../job-orders/index.ts';
import { createUserNotices, type NotificationService } from '../notifications/index.ts';
import type { Tenancy } from '../tenancy/index.ts';
import { createDocumentExpiryService } from './document-expiry.service.ts';
import { createDocumentListRepository } from './document-list.repository.ts';
import { createDocumentNotifier } from './document-notifier.ts';
import { createDocumentPublishingRepository } from './document-publishing.repository.ts';
import { registerDocumentPublishingRoutes } from './document-publishing.routes.ts';
import { createDocumentPublishingService } from './document-publishing.service.ts';
import { createDocumentRecipientsRepository } from './document-recipients.repository.ts';
import { registerDocumentsRoutes } from './documents.routes.ts';
import { createDocumentsRepository } from './documents.repository.ts';
import { createDocumentsService } from './documents.service.ts';
import { createSiteComplianceRepository } from './site-compliance.repository.ts';
import { createSiteComplianceService } from './site-compliance.service.ts';

export { recordDocumentDownload } from './document-downloads.repository.ts';

/**
 * Documents: what the provider files for its customers (DUVRI, POS, DURC, safety data sheets...), read
 * within each user's reach, with their versions, downloads, the documents badge and the sites'
 * checklists; staff's publishing with its notifications, and the daily reminder of documents that end.
 * Uploads are checked and stored as the tickets' attachments are (the shared plugins/attachment-store.ts).
 */
export function createDocumentsModule(
  deps: SharedDeps & {
    tenancy: Tenancy;
    notifications: Pick<NotificationService, 'notifyAll'>;
    hub: Pick<Hub, 'notifyUser'>;
    mailer: Mailer;
  },
): AppModule & { expiry: ReturnType<typeof createDocumentExpiryService> } {
  const complianceRepository = createSiteComplianceRepository(deps.db);
  const recipients = createDocumentRecipientsRepository(deps.db);
  const documents = createDocumentsService({
    list: createDocumentListRepository(deps.db),
    documents: createDocumentsRepository(deps.db),
    compliance: complianceRepository,
    files: deps.files,
    now: deps.now,
  });
  const compliance = createSiteComplianceService({
    compliance: complianceRepository,
    tenancy: deps.tenancy,
    now: deps.now,
  });
  const tell = createUserNotices('document', deps);
  const notifier = createDocumentNotifier({
    tell,
    findRecipients: recipients.findRecipients,
    providerName: deps.config.PROVIDER_NAME,
    log: deps.log,
  });
  const publishing = createDocumentPublishingService({
    repository: createDocumentPublishingRepository(deps.db),
    jobOrderPicker: createJobOrderPicker(deps.db),
    recipients,
    store: deps.attachments,
    notifier,
    documents,
  });
  const expiry = createDocumentExpiryService({ recipients, notifier, now: deps.now });
  return {
    name: 'documents',
    expiry,
    routes(api) {
      registerDocumentsRoutes(api, { documents, compliance });
      registerDocumentPublishingRoutes(api, publishing);
    },
    jobs: [
      {
        name: 'notify documents ending within 30 days',
        intervalMs: 24 * 60 * 60_000,
        runAtStart: true,
        async run() {
          const sent = await expiry.notifyExpiring();
          if (sent > 0) deps.log.info({ sent }, 'document expiry notices sent');
        },
      },
    ],
    profileCounts: async (auth) => ({ newDocuments: await documents.countUnopened(auth) }),
    profileCountsReadFrom: [
      'documents',
      'document_associations',
      'document_opens',
      'sites',
      'job_orders',
      'user_sites',
    ],
    hubEvents: [hubNotifyNames.notification, hubNotifyNames.profileChanged],
  };
}
