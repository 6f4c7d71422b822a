import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  inline,
  jobOrders,
  messagePosts,
  messageReads,
  messageThreads,
  sites,
  userSites,
  type Bind,
} from '@portale/db';
import { searchCondition } from '../../plugins/text-search.repository.ts';
import { visibleSitesCondition } from '../tenancy/index.ts';
import type { MessageScope } from './message-scope.ts';

/** SQL fragments of the communications, over `message_threads`. */

/** The threads within a scope: the customer's, narrowed to job orders and sites within reach. */
export function visibleThreadsCondition(scope: MessageScope, bind: Bind = inline): SQL | undefined {
  if (scope.kind === 'staff') return undefined;
  const { sites: reach } = scope;
  const siteWithinReach = sql`exists (select 1 from ${sites} inner join ${jobOrders} on ${jobOrders.id} = ${sites.jobOrderId}
    where ${sites.code} = ${messageThreads.siteCode} and ${visibleSitesCondition(reach, { publishedOnly: false, bind })})`;
  const jobOrderOfAti =
    reach.atiGroupId === null
      ? undefined
      : sql`exists (select 1 from ${jobOrders} where ${jobOrders.id} = ${messageThreads.jobOrderId}
          and ${jobOrders.atiGroupId} = ${bind('atiGroup', reach.atiGroupId)})`;
  const jobOrderOfUserSites =
    reach.limitedToUserId === null
      ? undefined
      : sql`exists (select 1 from ${userSites} inner join ${sites} on ${sites.code} = ${userSites.siteCode}
          where ${userSites.userId} = ${bind('limitedUser', reach.limitedToUserId)} and ${sites.jobOrderId} = ${messageThreads.jobOrderId})`;
  return and(
    eq(messageThreads.customerCode, bind('customer', reach.customerCode)),
    sql`(${messageThreads.siteCode} is null or ${siteWithinReach})`,
    sql`(${messageThreads.jobOrderId} is null or ${and(sql`true`, jobOrderOfAti, jobOrderOfUserSites)})`,
  );
}

/** A post of someone else the user has not read. */
export const unreadCondition = (userId: string, bind: Bind = inline): SQL => {
  const user = bind('user', userId);
  return sql`exists (select 1 from ${messagePosts} where ${messagePosts.threadId} = ${messageThreads.id}
    and ${messagePosts.authorUserId} is distinct from ${user}::uuid
    and not exists (select 1 from ${messageReads} where ${messageReads.postId} = ${messagePosts.id}
      and ${messageReads.userId} = ${user}::uuid))`;
};

/** Every word in the subject or in one of the posts. */
export function messageSearchCondition(text: string | undefined): SQL | undefined {
  return searchCondition(text, [
    sql`${messageThreads.subject}`,
    sql`coalesce((select string_agg(${messagePosts.body}, ' ') from ${messagePosts}
      where ${messagePosts.threadId} = ${messageThreads.id}), '')`,
  ]);
}
