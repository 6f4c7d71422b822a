import { z } from 'zod';
import { customerPolicy, staffPolicy } from '../access/access-rule.ts';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import { attachmentUploadDescription } from '../tickets/attachment.contract.ts';
import { attachmentSchema } from '../tickets/attachment.schemas.ts';
import {
  broadcastMessageRequestSchema,
  broadcastMessageResultSchema,
  messageCustomerSchema,
  messageListQuerySchema,
  messagePostRequestSchema,
  messageThreadDetailSchema,
  messageThreadIdParams,
  messageThreadListResultSchema,
  staffMessageListQuerySchema,
} from './message.schemas.ts';
import { messagesAccess } from './messages.access.ts';

/**
 * Communications (comunicazioni). Customer users with sub-role communications or communications all
 * tickets read the threads addressed to their customer, or to a job order or site within their reach,
 * and reply; staff with back-office permission 7 (communications) read every thread, write to one or
 * many customers and reply. Routes open to both sides (login) check those rules in the service; a
 * thread out of reach answers 404 Message not found.
 */
const communicationsPermission = staffPolicy(messagesAccess.rules.read);

export const myMessageListContract = defineContract({
  method: 'GET',
  path: '/messages/my-list',
  summary: 'Customer (communications, all tickets): the communications addressed to the user, newest first',
  tags: ['messages'],
  access: customerPolicy(messagesAccess.rules.read),
  query: messageListQuerySchema,
  response: { 200: messageThreadListResultSchema },
});

export const staffMessageListContract = defineContract({
  method: 'GET',
  path: '/messages/list',
  summary: 'Staff (communications): every communication, newest first, by customer and text',
  tags: ['messages back office'],
  access: communicationsPermission,
  query: staffMessageListQuerySchema,
  response: { 200: messageThreadListResultSchema },
});

export const messageCustomersContract = defineContract({
  method: 'GET',
  path: '/messages/customers',
  summary: 'Staff (communications): the active customers a communication can be addressed to',
  tags: ['messages back office'],
  access: communicationsPermission,
  response: { 200: z.array(messageCustomerSchema) },
});

export const broadcastMessageContract = defineContract({
  method: 'POST',
  path: '/messages',
  idempotent: true,
  summary: 'Staff (communications): sends one communication to one or many customers (a thread each)',
  description:
    'jobOrderId or siteCode narrow a communication to one customer’s job order or site (400 with more ' +
    'than one customer or when they are not that customer’s). 404 Customer not found for an unknown or ' +
    'inactive customer. The customer users who may read it are notified.',
  tags: ['messages back office'],
  access: communicationsPermission,
  body: broadcastMessageRequestSchema,
  response: { 201: broadcastMessageResultSchema },
});

export const messageThreadContract = defineContract({
  method: 'GET',
  path: '/messages/:threadId',
  summary: 'Customer (within reach) or staff (communications): a communication with its posts and receipts',
  tags: ['messages'],
  access: loginAccess,
  params: messageThreadIdParams,
  response: { 200: messageThreadDetailSchema },
});

export const readMessageThreadContract = defineContract({
  method: 'POST',
  path: '/messages/:threadId/read',
  summary: 'Customer or staff: records that the caller read every post of the communication',
  tags: ['messages'],
  access: loginAccess,
  params: messageThreadIdParams,
  response: { 204: z.null() },
});

export const postMessageContract = defineContract({
  method: 'POST',
  path: '/messages/:threadId/posts',
  idempotent: true,
  summary: 'Customer (within reach) or staff (communications): replies in a communication',
  tags: ['messages'],
  access: loginAccess,
  params: messageThreadIdParams,
  body: messagePostRequestSchema,
  response: { 204: z.null() },
});

export const uploadMessageAttachmentContract = defineContract({
  method: 'POST',
  path: '/messages/attachments',
  idempotent: true,
  summary: 'Customer (communications, all tickets) or staff (communications): uploads a file for a post',
  description: attachmentUploadDescription,
  tags: ['messages'],
  access: loginAccess,
  response: { 201: attachmentSchema },
});

export const downloadMessageAttachmentContract = defineContract({
  method: 'GET',
  path: '/messages/:threadId/attachments/:attachmentId',
  summary: 'Customer (within reach) or staff (communications): one file of a communication',
  description: 'The thread is checked first: out of reach or unknown answers 404.',
  tags: ['messages'],
  access: loginAccess,
  params: messageThreadIdParams.extend({ attachmentId: z.uuid() }),
  response: { 200: z.unknown().describe('The file’s bytes') },
});
