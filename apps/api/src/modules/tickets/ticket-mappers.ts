import type { Attachment, TicketEvent, TicketListItem } from '@portale/shared';
import type { TicketListRow } from './tickets.repository.ts';
import type { TicketEventsRepository } from './ticket-events.repository.ts';
import type { TicketAttachmentsRepository } from './ticket-attachments.repository.ts';

/** 'Giulia Bianchi', or null for a deleted account (or the portal itself). */
export const fullName = (firstName: string | null, lastName: string | null): string | null =>
  firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim();

export function toTicketListItem(row: TicketListRow): TicketListItem {
  return {
    ticketId: row.ticketId,
    code: row.code,
    type: row.type,
    urgency: row.urgency,
    state: row.state,
    subject: row.subject,
    siteCode: row.siteCode,
    siteName: row.siteName,
    room: row.room,
    customerCode: row.customerCode,
    customerName: row.customerName,
    authorName: fullName(row.authorFirstName, row.authorLastName),
    actingStaffName: fullName(row.actingStaffFirstName, row.actingStaffLastName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    late: Boolean(row.late),
    assignedRole: row.assignedRole,
    assignedContactName: row.assignedContactName,
    unseen: Boolean(row.unseen),
  };
}

type EventRow = Awaited<ReturnType<TicketEventsRepository['findEvents']>>[number];
type AttachmentRow = Awaited<ReturnType<TicketAttachmentsRepository['findForTicket']>>[number];

export const toAttachment = (row: Omit<AttachmentRow, 'eventId'>): Attachment => ({
  attachmentId: row.attachmentId,
  filename: row.filename,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
});

/** The history with each event's files. */
export function toTicketEvents(
  events: readonly EventRow[],
  attachments: readonly AttachmentRow[],
): TicketEvent[] {
  return events.map((event) => ({
    eventId: String(event.id),
    kind: event.kind,
    fromState: event.fromState,
    toState: event.toState,
    text: event.body,
    side: event.side,
    authorName: fullName(event.authorFirstName, event.authorLastName),
    actingStaffName: fullName(event.actingStaffFirstName, event.actingStaffLastName),
    createdAt: event.createdAt.toISOString(),
    attachments: attachments.filter((file) => file.eventId === event.id).map(toAttachment),
  }));
}
