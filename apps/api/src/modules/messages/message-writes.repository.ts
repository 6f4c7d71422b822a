import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { messageAttachments, messagePosts, messageThreads, type Database } from '@portale/db';

class UnknownAttachment extends Error {}

export type NewPost = {
  body: string;
  side: 'customer' | 'provider';
  authorUserId: string;
  /** The staff user writing it while signed in as the author (authorshipOf); null otherwise. */
  impersonatorUserId: string | null;
  attachmentIds: readonly string[];
  at: Date;
};

export type NewThread = {
  subject: string;
  customerCode: string;
  jobOrderId: string | null;
  siteCode: string | null;
};

/** Adds a post and attaches the author's drafts (copies for every post after the first one). */
async function insertPost(tx: Database, threadId: string, post: NewPost, copyOf: string | null) {
  const [row] = await tx
    .insert(messagePosts)
    .values({
      threadId,
      body: post.body,
      side: post.side,
      authorUserId: post.authorUserId,
      impersonatorUserId: post.impersonatorUserId,
      createdAt: post.at,
    })
    .returning({ id: messagePosts.id });
  if (!row) throw new Error('post not stored');
  if (post.attachmentIds.length === 0) return row.id;
  if (copyOf === null) {
    const linked = await tx
      .update(messageAttachments)
      .set({ postId: row.id })
      .where(
        and(
          inArray(messageAttachments.id, [...post.attachmentIds]),
          eq(messageAttachments.uploadedByUserId, post.authorUserId),
          isNull(messageAttachments.postId),
        ),
      )
      .returning({ id: messageAttachments.id });
    if (linked.length !== new Set(post.attachmentIds).size) throw new UnknownAttachment();
  } else {
    await tx.execute(sql`
      insert into message_attachments (post_id, storage_key, filename, content_type, size_bytes, uploaded_by_user_id, created_at)
      select ${row.id}::uuid, storage_key, filename, content_type, size_bytes, uploaded_by_user_id, created_at
      from message_attachments where post_id = ${copyOf}::uuid`);
  }
  return row.id;
}

/** Null when an attachment was not one of the author's unused uploads (nothing is stored then). */
async function orUnknownAttachment<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnknownAttachment) return null;
    throw error;
  }
}

/** The communications' writes: threads, posts, read receipts, uploads and who to tell. */
export function createMessageWritesRepository(db: Database) {
  return {
    /** One thread per recipient with the same first post; returns the threads' ids. */
    insertThreads(threads: readonly NewThread[], post: NewPost, createdByUserId: string) {
      return orUnknownAttachment(() =>
        db.transaction(async (tx) => {
          const broadcastId = threads.length > 1 ? randomUUID() : null;
          const ids: string[] = [];
          let firstPost: string | null = null;
          for (const thread of threads) {
            const [row] = await tx
              .insert(messageThreads)
              .values({ ...thread, broadcastId, createdByUserId, createdAt: post.at, lastPostAt: post.at })
              .returning({ id: messageThreads.id });
            if (!row) throw new Error('thread not stored');
            const postId = await insertPost(tx, row.id, post, firstPost);
            firstPost ??= postId;
            ids.push(row.id);
          }
          return ids;
        }),
      );
    },

    /** A reply; returns its id. */
    insertReply(threadId: string, post: NewPost) {
      return orUnknownAttachment(() =>
        db.transaction(async (tx) => {
          const postId = await insertPost(tx, threadId, post, null);
          await tx.update(messageThreads).set({ lastPostAt: post.at }).where(eq(messageThreads.id, threadId));
          return postId;
        }),
      );
    },

    /** Records that the user read every post of the thread written by someone else. */
    async markThreadRead(threadId: string, userId: string, at: Date) {
      await db.execute(sql`
        insert into message_reads (post_id, user_id, read_at)
        select id, ${userId}::uuid, ${at.toISOString()}::timestamptz from message_posts
        where thread_id = ${threadId}::uuid and author_user_id is distinct from ${userId}::uuid
        on conflict do nothing`);
    },

    async insertDraft(attachment: {
      storageKey: string;
      filename: string;
      contentType: string;
      sizeBytes: number;
      uploadedByUserId: string;
    }) {
      const [row] = await db.insert(messageAttachments).values(attachment).returning({
        attachmentId: messageAttachments.id,
        filename: messageAttachments.filename,
        contentType: messageAttachments.contentType,
        sizeBytes: messageAttachments.sizeBytes,
      });
      if (!row) throw new Error('attachment not stored');
      return row;
    },

    async deleteDraftsBefore(before: Date) {
      const rows = await db
        .delete(messageAttachments)
        .where(and(isNull(messageAttachments.postId), lt(messageAttachments.createdAt, before)))
        .returning({ storageKey: messageAttachments.storageKey });
      return rows.map((row) => row.storageKey);
    },

    /**
     * The customer users who may read a thread: enabled, with sub-role 6 or 14, and for a job order or
     * site within their reach (ATI, limited sites).
     */
    async findCustomerReaders(threadId: string) {
      const result = await db.execute(sql`
        select u.id from message_threads t
        join users u on u.customer_code = t.customer_code and u.kind = 'customer' and u.enabled
          and u.customer_sub_roles && array[6, 14]
        left join sites s on s.code = t.site_code
        left join job_orders j on j.id = coalesce(s.job_order_id, t.job_order_id)
        where t.id = ${threadId}::uuid
          and (j.id is null or u.ati_group_id is null or j.ati_group_id = u.ati_group_id)
          and (j.id is null or not u.limited_to_sites or exists (
            select 1 from user_sites us join sites us_site on us_site.code = us.site_code
            where us.user_id = u.id and (case when t.site_code is null
              then us_site.job_order_id = j.id else us.site_code = t.site_code end)))`);
      return (result as unknown as { rows: { id: string }[] }).rows.map((row) => String(row.id));
    },
  };
}

export type MessageWritesRepository = ReturnType<typeof createMessageWritesRepository>;
