import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  customers,
  jobOrders,
  messageAttachments,
  messagePosts,
  messageReads,
  messageThreads,
  sites,
  users,
  createStatementCache,
  type Database,
} from '@portale/db';
import type { MessageListQuery, StaffMessageListQuery } from '@portale/shared';
import {
  messageSearchCondition,
  unreadCondition,
  visibleThreadsCondition,
} from './message-filters.repository.ts';
import { siteScopeBinding } from '../tenancy/index.ts';
import type { MessageScope } from './message-scope.ts';

const threadSites = alias(sites, 'thread_site');
const threadJobOrders = alias(jobOrders, 'thread_job_order');
const lastPosts = alias(messagePosts, 'last_post');
const lastAuthors = alias(users, 'last_author');
const lastImpersonators = alias(users, 'last_impersonator');
const impersonators = alias(users, 'impersonator');

const threadColumns = (userId: string) => ({
  threadId: messageThreads.id,
  subject: messageThreads.subject,
  customerCode: messageThreads.customerCode,
  customerName: customers.name,
  jobOrderId: messageThreads.jobOrderId,
  jobOrderDescription: threadJobOrders.description,
  siteCode: messageThreads.siteCode,
  siteName: threadSites.name,
  createdByUserId: messageThreads.createdByUserId,
  createdAt: messageThreads.createdAt,
  lastPostAt: messageThreads.lastPostAt,
  lastPostBody: lastPosts.body,
  lastAuthorFirstName: lastAuthors.firstName,
  lastAuthorLastName: lastAuthors.lastName,
  lastActingStaffFirstName: lastImpersonators.firstName,
  lastActingStaffLastName: lastImpersonators.lastName,
  postCount:
    sql<number>`(select count(*) from ${messagePosts} where ${messagePosts.threadId} = ${messageThreads.id})`.mapWith(
      Number,
    ),
  unread: sql<boolean>`${unreadCondition(userId)}`,
  total: sql<number>`count(*) over ()`.mapWith(Number),
});

export type ThreadRow = NonNullable<Awaited<ReturnType<MessagesRepository['findThread']>>>;

/** The communications' reads: lists, one thread within a scope, its posts, files and receipts. */
export function createMessagesRepository(db: Database) {
  const countStatements = createStatementCache<{ n: number }[]>();
  const selectThreads = (scope: MessageScope) =>
    db
      .select(threadColumns(scope.userId))
      .from(messageThreads)
      .innerJoin(customers, eq(customers.code, messageThreads.customerCode))
      .leftJoin(threadSites, eq(threadSites.code, messageThreads.siteCode))
      .leftJoin(threadJobOrders, eq(threadJobOrders.id, messageThreads.jobOrderId))
      .leftJoin(
        lastPosts,
        eq(
          lastPosts.id,
          sql`(select p.id from ${messagePosts} p where p.thread_id = ${messageThreads.id}
            order by p.created_at desc, p.id desc limit 1)`,
        ),
      )
      .leftJoin(lastAuthors, eq(lastAuthors.id, lastPosts.authorUserId))
      .leftJoin(lastImpersonators, eq(lastImpersonators.id, lastPosts.impersonatorUserId));

  return {
    /** A page of the threads within the scope, newest post first, with the total of the filter. */
    async findThreadsPage(scope: MessageScope, filter: MessageListQuery | StaffMessageListQuery) {
      const where = and(
        visibleThreadsCondition(scope),
        messageSearchCondition(filter.query),
        filter.unreadOnly ? unreadCondition(scope.userId) : undefined,
        'customerCode' in filter && filter.customerCode
          ? eq(messageThreads.customerCode, filter.customerCode)
          : undefined,
      );
      const offset = (filter.page - 1) * filter.pageSize;
      const rows = await selectThreads(scope)
        .where(where)
        .orderBy(desc(messageThreads.lastPostAt), asc(messageThreads.id))
        .limit(filter.pageSize)
        .offset(offset);
      let total = Number(rows[0]?.total ?? 0);
      if (rows.length === 0 && offset > 0) {
        const [row] = await db.select({ n: count() }).from(messageThreads).where(where);
        total = Number(row?.n ?? 0);
      }
      return { rows, total };
    },

    async findThread(scope: MessageScope, threadId: string) {
      const [row] = await selectThreads(scope)
        .where(and(eq(messageThreads.id, threadId), visibleThreadsCondition(scope)))
        .limit(1);
      return row ?? null;
    },

    findPosts(threadId: string) {
      return db
        .select({
          postId: messagePosts.id,
          body: messagePosts.body,
          side: messagePosts.side,
          authorUserId: messagePosts.authorUserId,
          authorFirstName: users.firstName,
          authorLastName: users.lastName,
          actingStaffFirstName: impersonators.firstName,
          actingStaffLastName: impersonators.lastName,
          createdAt: messagePosts.createdAt,
        })
        .from(messagePosts)
        .leftJoin(users, eq(users.id, messagePosts.authorUserId))
        .leftJoin(impersonators, eq(impersonators.id, messagePosts.impersonatorUserId))
        .where(eq(messagePosts.threadId, threadId))
        .orderBy(asc(messagePosts.createdAt), asc(messagePosts.id));
    },

    findAttachments(postIds: readonly string[]) {
      if (postIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          attachmentId: messageAttachments.id,
          postId: messageAttachments.postId,
          filename: messageAttachments.filename,
          contentType: messageAttachments.contentType,
          sizeBytes: messageAttachments.sizeBytes,
        })
        .from(messageAttachments)
        .where(inArray(messageAttachments.postId, [...postIds]))
        .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id));
    },

    /** Who read each post (not its author), first reading first. */
    findReads(postIds: readonly string[]) {
      if (postIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          postId: messageReads.postId,
          firstName: users.firstName,
          lastName: users.lastName,
          readAt: messageReads.readAt,
        })
        .from(messageReads)
        .innerJoin(users, eq(users.id, messageReads.userId))
        .innerJoin(messagePosts, eq(messagePosts.id, messageReads.postId))
        .where(
          and(
            inArray(messageReads.postId, [...postIds]),
            sql`${messagePosts.authorUserId} is distinct from ${messageReads.userId}`,
          ),
        )
        .orderBy(asc(messageReads.readAt));
    },

    /** One file of one thread (the caller checked the thread first). */
    async findAttachment(threadId: string, attachmentId: string) {
      const [row] = await db
        .select({
          storageKey: messageAttachments.storageKey,
          filename: messageAttachments.filename,
          contentType: messageAttachments.contentType,
        })
        .from(messageAttachments)
        .innerJoin(messagePosts, eq(messagePosts.id, messageAttachments.postId))
        .where(and(eq(messageAttachments.id, attachmentId), eq(messagePosts.threadId, threadId)))
        .limit(1);
      return row ?? null;
    },

    /** The threads with a post the user has not read (the profile's newCommunications). */
    /** Prepared per scope shape: the profile asks it on every page load. */
    async countUnread(scope: MessageScope) {
      const reach = scope.kind === 'customer' ? siteScopeBinding(scope.sites) : null;
      const values = { user: scope.userId, ...reach?.values };
      const [row] = await countStatements(`messages-unread:${reach?.shape ?? 'staff'}`, values, (bind) =>
        db
          .select({ n: count() })
          .from(messageThreads)
          .where(and(visibleThreadsCondition(scope, bind), unreadCondition(scope.userId, bind))),
      );
      return Number(row?.n ?? 0);
    },

    /** The active customers, by name, for the broadcast form. */
    findActiveCustomers() {
      return db
        .select({ customerCode: customers.code, name: customers.name })
        .from(customers)
        .where(eq(customers.active, true))
        .orderBy(asc(customers.name));
    },

    /** The customers among `codes` that exist and are active. */
    async findActiveCustomerCodes(codes: readonly string[]) {
      const rows = await db
        .select({ code: customers.code })
        .from(customers)
        .where(and(inArray(customers.code, [...codes]), eq(customers.active, true)));
      return rows.map((row) => row.code);
    },

    /** The customer of a job order or a site, to check a narrowed communication. */
    async findJobOrder(jobOrderId: string) {
      const [row] = await db
        .select({ jobOrderId: jobOrders.id, customerCode: jobOrders.customerCode })
        .from(jobOrders)
        .where(eq(jobOrders.id, jobOrderId))
        .limit(1);
      return row ?? null;
    },

    async findSite(siteCode: string) {
      const [row] = await db
        .select({ siteCode: sites.code, jobOrderId: sites.jobOrderId, customerCode: jobOrders.customerCode })
        .from(sites)
        .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
        .where(eq(sites.code, siteCode))
        .limit(1);
      return row ?? null;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
