import { z } from 'zod';
import { booleanQuerySchema, pagingQuerySchema } from '../sites/site-queries.ts';
import { attachmentIdsSchema, attachmentSchema } from '../tickets/attachment.schemas.ts';
import { codeText, formText, searchText } from '../tickets/text.schemas.ts';

export const messageThreadIdParams = z.object({ threadId: z.uuid().describe('The threadId') });

/**
 * A communication (comunicazione): a thread addressed to a customer, to one of its job orders or to
 * one of its sites, between the provider and the customer's users.
 */
export const messageThreadListItemSchema = z.object({
  threadId: z.string(),
  subject: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  jobOrderId: z.string().nullable(),
  jobOrderDescription: z.string().nullable(),
  siteCode: z.string().nullable(),
  siteName: z.string().nullable(),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  lastPostAt: z.string(),
  /** The start of the latest post, for the list. */
  lastPostPreview: z.string(),
  lastAuthorName: z.string().nullable(),
  /** The staff user who wrote the latest post while signed in as its author (impersonation), or null. */
  lastActingStaffName: z.string().nullable(),
  postCount: z.number().int(),
  /** A post of someone else the caller has not read yet. */
  unread: z.boolean(),
});
export type MessageThreadListItem = z.infer<typeof messageThreadListItemSchema>;

export const messageThreadListResultSchema = z.object({
  data: z.array(messageThreadListItemSchema),
  total: z.number().int(),
});
export type MessageThreadListResult = z.infer<typeof messageThreadListResultSchema>;

export const messageListQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Searched in the subject and the posts. */
  query: searchText(),
  unreadOnly: booleanQuerySchema.optional(),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;
/** The query as a client sends it (booleans as 'true' or 'false'). */
export type MessageListQueryInput = z.input<typeof messageListQuerySchema>;

export const staffMessageListQuerySchema = messageListQuerySchema.extend({
  customerCode: codeText(16).optional(),
});
export type StaffMessageListQuery = z.infer<typeof staffMessageListQuerySchema>;
export type StaffMessageListQueryInput = z.input<typeof staffMessageListQuerySchema>;

/** A read receipt: who read a post, and when. */
export const messageReadSchema = z.object({ name: z.string(), readAt: z.string() });

export const messagePostSchema = z.object({
  postId: z.string(),
  text: z.string(),
  side: z.enum(['customer', 'provider']),
  authorName: z.string().nullable(),
  /**
   * The staff user who wrote it while signed in as the author (impersonation): shown as «Mario Rossi per
   * conto di Giulia Bianchi». Null when the author wrote it themselves.
   */
  actingStaffName: z.string().nullable(),
  createdAt: z.string(),
  attachments: z.array(attachmentSchema),
  /** Everyone but the author who has read the post. */
  readBy: z.array(messageReadSchema),
});
export type MessagePost = z.infer<typeof messagePostSchema>;

export const messageThreadDetailSchema = messageThreadListItemSchema.extend({
  posts: z.array(messagePostSchema),
});
export type MessageThreadDetail = z.infer<typeof messageThreadDetailSchema>;

export const messagePostRequestSchema = z.object({
  text: formText(5000),
  attachmentIds: attachmentIdsSchema,
});
export type MessagePostRequest = z.infer<typeof messagePostRequestSchema>;

/**
 * A communication from the provider: to one or many customers (one thread each). jobOrderId or
 * siteCode narrow it to one job order or site, only with a single customer they belong to.
 */
export const broadcastMessageRequestSchema = messagePostRequestSchema.extend({
  subject: formText(150),
  customerCodes: z.array(formText(16)).min(1).max(500),
  jobOrderId: codeText(24).optional(),
  siteCode: codeText(16).optional(),
});
export type BroadcastMessageRequest = z.infer<typeof broadcastMessageRequestSchema>;

export const broadcastMessageResultSchema = z.object({ threadIds: z.array(z.string()) });

export const messageCustomerSchema = z.object({
  customerCode: z.string(),
  name: z.string(),
});
export type MessageCustomer = z.infer<typeof messageCustomerSchema>;
