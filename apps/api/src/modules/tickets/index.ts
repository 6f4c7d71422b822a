import { hubNotifyNames } from '@portale/shared';
import type { AppConfig } from '../../config/config.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { Hub } from '../../plugins/realtime.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import type { NotificationService } from '../notifications/index.ts';
import { createTicketAttachmentsRepository } from './ticket-attachments.repository.ts';
import { createTicketAttachmentsService } from './ticket-attachments.service.ts';
import { createTicketEventsRepository } from './ticket-events.repository.ts';
import { createTicketNotifier } from './ticket-notifier.ts';
import { createTicketWorkflowService, type TicketWorkflowService } from './ticket-workflow.service.ts';
import { registerTicketSummaryRoutes } from './ticket-summary.routes.ts';
import { createTicketSummaryRepository } from './ticket-summary.repository.ts';
import { createTicketSummaryService } from './ticket-summary.service.ts';
import { registerTicketRoutes } from './tickets.routes.ts';
import { createTicketsRepository } from './tickets.repository.ts';
import { createTicketsService, type TicketRules, type TicketsService } from './tickets.service.ts';

export { draftLifetimeMs } from './ticket-attachments.service.ts';
export type { TicketsService } from './tickets.service.ts';
export { fullName, toAttachment } from './ticket-mappers.ts';

/** How often answered tickets are closed and unused uploads discarded. */
const jobIntervalMs = 15 * 60_000;

const ticketRulesOf = (config: AppConfig): TicketRules => ({
  dueHours: {
    VERY_HIGH: config.TICKET_DUE_HOURS_VERY_HIGH,
    HIGH: config.TICKET_DUE_HOURS_HIGH,
    MEDIUM: config.TICKET_DUE_HOURS_MEDIUM,
    LOW: config.TICKET_DUE_HOURS_LOW,
    VERY_LOW: config.TICKET_DUE_HOURS_VERY_LOW,
  },
  reopenDays: config.TICKET_REOPEN_DAYS,
  autoCloseDays: config.TICKET_AUTO_CLOSE_DAYS,
});

/**
 * Tickets: the customer's reports, the provider's queue, the workflow with its notifications and
 * emails, and their attachments (kept in the shared store of plugins/attachment-store.ts).
 */
export function createTicketsModule(
  deps: SharedDeps & {
    notifications: Pick<NotificationService, 'notify'>;
    hub: Pick<Hub, 'notifyUser'>;
    mailer: Mailer;
  },
): AppModule & { workflow: TicketWorkflowService; tickets: TicketsService } {
  const { db, config, log } = deps;
  const now = deps.now ?? (() => new Date());
  const rules = ticketRulesOf(config);
  const ticketsRepository = createTicketsRepository(db);
  const events = createTicketEventsRepository(db);
  const attachmentsRepository = createTicketAttachmentsRepository(db);
  const tickets = createTicketsService({
    tickets: ticketsRepository,
    events,
    attachments: attachmentsRepository,
    rules,
    now,
  });
  const notifier = createTicketNotifier({
    notify: deps.notifications.notify,
    refreshProfile: (userId: string) => deps.hub.notifyUser(userId, hubNotifyNames.profileChanged, {}),
    mailer: deps.mailer,
    findRecipient: ticketsRepository.findRecipient,
    publicUrl: config.PUBLIC_URL,
    providerName: config.PROVIDER_NAME,
    autoCloseDays: rules.autoCloseDays,
    log,
  });
  const workflow = createTicketWorkflowService({ tickets, events, notifier, rules, now });
  const attachments = createTicketAttachmentsService({
    tickets,
    attachments: attachmentsRepository,
    store: deps.attachments,
    now,
  });
  const summary = createTicketSummaryService({ summary: createTicketSummaryRepository(db), now });
  return {
    name: 'tickets',
    workflow,
    tickets,
    routes: (api) => {
      registerTicketRoutes(api, { tickets, workflow, attachments, store: deps.attachments });
      registerTicketSummaryRoutes(api, summary);
    },
    jobs: [
      {
        name: 'close answered tickets and discard unused uploads',
        intervalMs: jobIntervalMs,
        runAtStart: true,
        async run() {
          const closed = await workflow.closeAnsweredTickets();
          const discarded = await attachments.purgeDrafts();
          if (closed + discarded > 0) log.info({ closed, discarded }, 'tickets closed and uploads discarded');
        },
      },
    ],
    profileCounts: async (auth) => ({ newTickets: await tickets.countNewTickets(auth) }),
    profileCountsReadFrom: ['tickets', 'ticket_seen', 'sites', 'job_orders', 'user_sites'],
    hubEvents: [hubNotifyNames.notification, hubNotifyNames.profileChanged],
  };
}
