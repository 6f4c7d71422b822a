import { z } from 'zod';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import { attachmentSchema, uploadRulesSchema } from './attachment.schemas.ts';
import { ticketIdParams } from './ticket.schemas.ts';

export const uploadRulesContract = defineContract({
  method: 'GET',
  path: '/tickets/upload-rules',
  summary: 'Signed-in users: the extensions, size limit and number of files accepted for attachments',
  tags: ['tickets'],
  access: loginAccess,
  response: { 200: uploadRulesSchema },
});

export const attachmentUploadDescription =
  'One file per request (multipart/form-data, field `file`), kept for a day until a message uses it. ' +
  '409 Extension not allowed for an extension outside UPLOAD_ALLOWED_EXTENSIONS (SVG and HTML never); ' +
  '409 File content does not match its extension when the first bytes say otherwise; 413 over ' +
  'UPLOAD_MAX_BYTES; 400 when the request is not multipart or has no file.';

export const uploadTicketAttachmentContract = defineContract({
  method: 'POST',
  path: '/tickets/attachments',
  idempotent: true,
  summary: 'Customer (communications, all tickets) or staff (tickets): uploads a file for a ticket message',
  description: attachmentUploadDescription,
  tags: ['tickets'],
  access: loginAccess,
  response: { 201: attachmentSchema },
});

export const downloadTicketAttachmentContract = defineContract({
  method: 'GET',
  path: '/tickets/:ticketId/attachments/:attachmentId',
  summary: 'Customer (within reach) or staff (tickets): one file of a ticket, as an attachment',
  description: 'The ticket is checked first: out of reach or unknown answers 404.',
  tags: ['tickets'],
  access: loginAccess,
  params: ticketIdParams.extend({ attachmentId: z.uuid() }),
  response: { 200: z.unknown().describe('The file’s bytes') },
});
