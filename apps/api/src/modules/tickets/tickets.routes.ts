import type { FastifyInstance } from 'fastify';
import {
  answerTicketContract,
  closeTicketContract,
  createTicketContract,
  downloadTicketAttachmentContract,
  myTicketListContract,
  postTicketMessageContract,
  reopenTicketContract,
  seenTicketContract,
  takeTicketInChargeContract,
  ticketDetailContract,
  ticketQueueContract,
  ticketSiteOptionsContract,
  uploadRulesContract,
  uploadTicketAttachmentContract,
  withdrawTicketContract,
} from '@portale/shared';
import { readUploadedFile, sendFile } from '../../plugins/files.ts';
import { registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import type { AttachmentStore } from '../../plugins/attachment-store.ts';
import type { TicketAttachmentsService } from './ticket-attachments.service.ts';
import type { TicketWorkflowService } from './ticket-workflow.service.ts';
import type { TicketsService } from './tickets.service.ts';

/** Tickets: the customer's list and form, the provider's queue, the shared detail, thread and files. */
export function registerTicketRoutes(
  app: FastifyInstance,
  services: {
    tickets: TicketsService;
    workflow: TicketWorkflowService;
    attachments: TicketAttachmentsService;
    store: AttachmentStore;
  },
) {
  const { tickets, workflow, attachments, store } = services;
  // What a step of a ticket's life writes: the ticket, its events with their files, and who is told.
  const changes = ['tickets', 'ticket_events', 'ticket_attachments', 'notifications'] as const;
  registerRoute(app, myTicketListContract, ({ request, query }) =>
    tickets.listMine(requireAuth(request), query),
  );
  registerRoute(app, ticketQueueContract, ({ request, query }) =>
    tickets.listQueue(requireAuth(request), query),
  );
  registerRoute(app, ticketSiteOptionsContract, ({ request, query }) =>
    tickets.listSiteOptions(requireAuth(request), query.search, query.forNewTicket === true),
  );
  registerRoute(
    app,
    createTicketContract,
    ({ request, body }) => tickets.createTicket(requireAuth(request), body),
    {
      invalidates: ['tickets', 'ticket_code_counters', 'ticket_events', 'ticket_attachments', 'ticket_seen'],
    },
  );
  registerRoute(app, ticketDetailContract, ({ request, params }) =>
    tickets.getDetail(requireAuth(request), params.ticketId),
  );
  registerRoute(
    app,
    seenTicketContract,
    async ({ request, params }) => ({
      state: await workflow.markSeen(requireAuth(request), params.ticketId),
    }),
    { invalidates: ['ticket_seen', 'tickets', 'ticket_events'] },
  );
  registerRoute(
    app,
    withdrawTicketContract,
    async ({ request, params }) => {
      await workflow.withdraw(requireAuth(request), params.ticketId);
      return null;
    },
    { invalidates: changes },
  );
  registerRoute(
    app,
    closeTicketContract,
    async ({ request, params, body }) => {
      await workflow.close(requireAuth(request), params.ticketId, body);
      return null;
    },
    { invalidates: changes },
  );
  registerRoute(
    app,
    reopenTicketContract,
    async ({ request, params, body }) => {
      await workflow.reopen(requireAuth(request), params.ticketId, body);
      return null;
    },
    { invalidates: changes },
  );
  registerRoute(
    app,
    takeTicketInChargeContract,
    async ({ request, params }) => {
      await workflow.takeInCharge(requireAuth(request), params.ticketId);
      return null;
    },
    { invalidates: changes },
  );
  registerRoute(
    app,
    answerTicketContract,
    async ({ request, params, body }) => {
      await workflow.answer(requireAuth(request), params.ticketId, body);
      return null;
    },
    { invalidates: changes },
  );
  registerRoute(
    app,
    postTicketMessageContract,
    async ({ request, params, body }) => {
      await workflow.postMessage(requireAuth(request), params.ticketId, body);
      return null;
    },
    { invalidates: changes },
  );
  registerRoute(app, uploadRulesContract, async () => store.rules);
  registerRoute(
    app,
    uploadTicketAttachmentContract,
    ({ request }) => attachments.upload(requireAuth(request), () => readUploadedFile(request)),
    { invalidates: ['ticket_attachments'] },
  );
  registerRoute(app, downloadTicketAttachmentContract, async ({ request, params, reply }) =>
    sendFile(reply, await attachments.open(requireAuth(request), params.ticketId, params.attachmentId)),
  );
}
