import type { FastifyBaseLogger } from 'fastify';
import type {
  Attachment,
  BroadcastMessageRequest,
  MessageCustomer,
  MessageListQuery,
  MessagePostRequest,
  MessageThreadDetail,
  MessageThreadListResult,
  StaffMessageListQuery,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { authorshipOf } from '../../plugins/authorship.ts';
import type { UploadedFile } from '../../plugins/files.ts';
import { html, type NotifyAllInput } from '../notifications/index.ts';
import type { AttachmentStore } from '../../plugins/attachment-store.ts';
import { draftLifetimeMs, toAttachment } from '../tickets/index.ts';
import { toMessagePosts, toThreadListItem } from './message-mappers.ts';
import { findMessageScope, messageScopeOf, type MessageScope } from './message-scope.ts';
import type { MessageWritesRepository, NewThread } from './message-writes.repository.ts';
import type { MessagesRepository } from './messages.repository.ts';

/**
 * Communications: threads between the provider and a customer's users, with files and read receipts.
 * Each new thread or provider reply is told to the customer users who may read it; each customer reply
 * to the staff user who started the thread.
 */
export function createMessagesService(deps: {
  reads: MessagesRepository;
  writes: MessageWritesRepository;
  store: AttachmentStore;
  notifyAll: (input: NotifyAllInput) => Promise<unknown>;
  refreshProfile: (userId: string) => void;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function list(scope: MessageScope, query: MessageListQuery | StaffMessageListQuery) {
    const { rows, total } = await deps.reads.findThreadsPage(scope, query);
    return { data: rows.map(toThreadListItem), total } satisfies MessageThreadListResult;
  }

  async function findVisibleThread(scope: MessageScope, threadId: string) {
    const thread = await deps.reads.findThread(scope, threadId);
    if (!thread) throw new AppError('MESSAGE_NOT_FOUND');
    return thread;
  }

  async function tell(
    userIds: readonly string[],
    threadId: string,
    text: ReturnType<typeof html>,
    from: string,
  ) {
    const recipients = [...new Set(userIds)].filter((userId) => userId !== from);
    if (recipients.length === 0) return;
    try {
      await deps.notifyAll({
        userIds: recipients,
        template: text,
        state: 'message-detail',
        stateParams: { id: threadId },
        fromUserId: from,
      });
      for (const userId of recipients) deps.refreshProfile(userId);
    } catch (err) {
      deps.log.warn({ err, threadId }, 'communication notification not stored');
    }
  }

  /** The threads of a broadcast: one per customer, or one narrowed to a job order or site. */
  async function recipientsOf(request: BroadcastMessageRequest): Promise<Omit<NewThread, 'subject'>[]> {
    const codes = [...new Set(request.customerCodes)];
    const active = await deps.reads.findActiveCustomerCodes(codes);
    if (active.length !== codes.length) throw new AppError('SITE_CUSTOMER_NOT_FOUND');
    const invalid = () => new AppError('MESSAGE_RECIPIENTS_INVALID');
    if (!request.jobOrderId && !request.siteCode) {
      return codes.map((customerCode) => ({ customerCode, jobOrderId: null, siteCode: null }));
    }
    const [customerCode] = codes;
    if (codes.length !== 1 || !customerCode) throw invalid();
    if (request.siteCode) {
      const site = await deps.reads.findSite(request.siteCode);
      const fits =
        site?.customerCode === customerCode &&
        (!request.jobOrderId || request.jobOrderId === site.jobOrderId);
      if (!site || !fits) throw invalid();
      return [{ customerCode, jobOrderId: site.jobOrderId, siteCode: site.siteCode }];
    }
    const jobOrder = await deps.reads.findJobOrder(request.jobOrderId ?? '');
    if (jobOrder?.customerCode !== customerCode) throw invalid();
    return [{ customerCode, jobOrderId: jobOrder.jobOrderId, siteCode: null }];
  }

  return {
    listMine: (auth: AuthContext, query: MessageListQuery) => list(messageScopeOf(auth), query),

    listAll: (auth: AuthContext, query: StaffMessageListQuery) => list(messageScopeOf(auth), query),

    listCustomers: (): Promise<MessageCustomer[]> => deps.reads.findActiveCustomers(),

    async broadcast(auth: AuthContext, request: BroadcastMessageRequest) {
      const threads = (await recipientsOf(request)).map((thread) => ({
        ...thread,
        subject: request.subject,
      }));
      const post = {
        body: request.text,
        side: 'provider' as const,
        ...authorshipOf(auth),
        attachmentIds: request.attachmentIds,
        at: now(),
      };
      const threadIds = await deps.writes.insertThreads(threads, post, auth.userId);
      if (!threadIds) throw new AppError('ATTACHMENT_UNKNOWN');
      for (const threadId of threadIds) {
        const readers = await deps.writes.findCustomerReaders(threadId);
        await tell(readers, threadId, html`Nuova comunicazione: «${request.subject}»`, auth.userId);
      }
      return { threadIds };
    },

    async getThread(auth: AuthContext, threadId: string): Promise<MessageThreadDetail> {
      const thread = await findVisibleThread(messageScopeOf(auth), threadId);
      const posts = await deps.reads.findPosts(threadId);
      const postIds = posts.map((post) => post.postId);
      const [attachments, reads] = await Promise.all([
        deps.reads.findAttachments(postIds),
        deps.reads.findReads(postIds),
      ]);
      return { ...toThreadListItem(thread), posts: toMessagePosts(posts, attachments, reads) };
    },

    /** Read receipts are the customer's own: staff impersonating them leave none. */
    async markRead(auth: AuthContext, threadId: string): Promise<void> {
      const scope = messageScopeOf(auth);
      await findVisibleThread(scope, threadId);
      if (auth.impersonatorUserId) return;
      await deps.writes.markThreadRead(threadId, scope.userId, now());
    },

    async reply(auth: AuthContext, threadId: string, request: MessagePostRequest): Promise<void> {
      const scope = messageScopeOf(auth);
      const thread = await findVisibleThread(scope, threadId);
      const side = scope.kind === 'staff' ? ('provider' as const) : ('customer' as const);
      const posted = await deps.writes.insertReply(threadId, {
        body: request.text,
        side,
        ...authorshipOf(auth),
        attachmentIds: request.attachmentIds,
        at: now(),
      });
      if (!posted) throw new AppError('ATTACHMENT_UNKNOWN');
      const text = html`Nuova risposta alla comunicazione «${thread.subject}»`;
      const readers =
        side === 'provider'
          ? await deps.writes.findCustomerReaders(threadId)
          : thread.createdByUserId
            ? [thread.createdByUserId]
            : [];
      await tell(readers, threadId, text, scope.userId);
    },

    async upload(auth: AuthContext, readFile: () => Promise<UploadedFile>): Promise<Attachment> {
      messageScopeOf(auth);
      const stored = await deps.store.store(await readFile());
      return toAttachment(await deps.writes.insertDraft({ ...stored, uploadedByUserId: auth.userId }));
    },

    async openAttachment(auth: AuthContext, threadId: string, attachmentId: string) {
      await findVisibleThread(messageScopeOf(auth), threadId);
      const attachment = await deps.reads.findAttachment(threadId, attachmentId);
      const file = attachment ? await deps.store.open(attachment.storageKey) : null;
      if (!attachment || !file) throw new AppError('ATTACHMENT_NOT_FOUND');
      return { ...file, contentType: attachment.contentType, filename: attachment.filename };
    },

    async purgeDrafts(): Promise<number> {
      const keys = await deps.writes.deleteDraftsBefore(new Date(now().getTime() - draftLifetimeMs));
      await deps.store.remove(keys);
      return keys.length;
    },

    /** The profile's newCommunications: threads with a post the user has not read. */
    async countNewCommunications(auth: AuthContext): Promise<number> {
      const scope = findMessageScope(auth);
      return scope ? deps.reads.countUnread(scope) : 0;
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
