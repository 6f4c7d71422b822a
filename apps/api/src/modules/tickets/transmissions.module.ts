import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '@portale/db';
import { hubNotifyNames } from '@portale/shared';
import type { AppConfig } from '../../config/config.ts';
import type { ProfileCountsSource } from '../session/session.service.ts';
import type { FileStore } from '../../plugins/files.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { Hub } from '../../plugins/realtime.ts';
import { createMessageWritesRepository } from '../messages/message-writes.repository.ts';
import { registerMessageRoutes } from '../messages/messages.routes.ts';
import { createMessagesRepository } from '../messages/messages.repository.ts';
import { createMessagesService } from '../messages/messages.service.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import { createAttachmentStore } from './attachment-store.ts';
import { createTicketAttachmentsRepository } from './ticket-attachments.repository.ts';
import { createTicketAttachmentsService } from './ticket-attachments.service.ts';
import { createTicketEventsRepository } from './ticket-events.repository.ts';
import { createTicketNotifier } from './ticket-notifier.ts';
import { createTicketWorkflowService } from './ticket-workflow.service.ts';
import { registerTicketRoutes } from './tickets.routes.ts';
import { createTicketsRepository } from './tickets.repository.ts';
import { createTicketsService, type TicketRules } from './tickets.service.ts';

/** How often answered tickets are closed and unused uploads discarded. */
const jobIntervalMs = 15 * 60_000;

export const ticketRulesOf = (config: AppConfig): TicketRules => ({
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
 * Transmissions (tickets and communications), wired once: repositories, services, the attachment
 * store and the notifications to authors and readers.
 */
export function createTransmissions(options: {
  db: Database;
  config: AppConfig;
  files: FileStore;
  notifications: Pick<NotificationService, 'notify'>;
  hub: Pick<Hub, 'notifyUser'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, config, log } = options;
  const now = options.now ?? (() => new Date());
  const rules = ticketRulesOf(config);
  const store = createAttachmentStore({
    files: options.files,
    allowedExtensions: config.UPLOAD_ALLOWED_EXTENSIONS,
    maxBytes: config.UPLOAD_MAX_BYTES,
  });
  const refreshProfile = (userId: string) =>
    options.hub.notifyUser(userId, hubNotifyNames.profileChanged, {});
  const notify = options.notifications.notify;
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
    notify,
    refreshProfile,
    mailer: options.mailer,
    findRecipient: ticketsRepository.findRecipient,
    publicUrl: config.PUBLIC_URL,
    providerName: config.PROVIDER_NAME,
    autoCloseDays: rules.autoCloseDays,
    log,
  });
  return {
    store,
    tickets,
    workflow: createTicketWorkflowService({ tickets, events, notifier, rules, now }),
    attachments: createTicketAttachmentsService({ tickets, attachments: attachmentsRepository, store, now }),
    messages: createMessagesService({
      reads: createMessagesRepository(db),
      writes: createMessageWritesRepository(db),
      store,
      notify,
      refreshProfile,
      log,
      now,
    }),
  };
}

export type Transmissions = ReturnType<typeof createTransmissions>;

export function registerTransmissionRoutes(app: FastifyInstance, transmissions: Transmissions) {
  registerTicketRoutes(app, transmissions);
  registerMessageRoutes(app, transmissions.messages);
}

/** Closes answered tickets and discards unused uploads: once when the server is ready, then every 15 min. */
export async function runTransmissionJobs(transmissions: Transmissions, log: FastifyBaseLogger) {
  try {
    const closed = await transmissions.workflow.closeAnsweredTickets();
    const discarded =
      (await transmissions.attachments.purgeDrafts()) + (await transmissions.messages.purgeDrafts());
    if (closed + discarded > 0) log.info({ closed, discarded }, 'tickets closed and uploads discarded');
  } catch (err) {
    log.warn({ err }, 'transmission jobs failed');
  }
}

export function scheduleTransmissionJobs(app: FastifyInstance, transmissions: Transmissions) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await runTransmissionJobs(transmissions, app.log);
    timer = setInterval(() => void runTransmissionJobs(transmissions, app.log), jobIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The profile's ticket and communication badges. */
export const transmissionCounts =
  (transmissions: Transmissions): ProfileCountsSource =>
  async (auth) => {
    const [newTickets, newCommunications] = await Promise.all([
      transmissions.tickets.countNewTickets(auth),
      transmissions.messages.countNewCommunications(auth),
    ]);
    return { newTickets, newCommunications };
  };
