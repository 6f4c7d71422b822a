import { and, eq, sql } from 'drizzle-orm';
import { jobOrders, sites, users, userSites, type Database } from '@portale/db';
import type { NoticeRecipient } from '../../notifications/index.ts';

/**
 * Who is told that a site's rooms changed: the enabled customer users with the given sub-role who see
 * the site (tenancy's rule, for many users at once): their customer's published site, of their group
 * when they belong to one, and one of theirs when they are limited to some sites. One query.
 */
export function createRoomImportRecipientsRepository(db: Database) {
  return {
    async findRecipients(siteCode: string, subRole: number): Promise<NoticeRecipient[]> {
      return db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          systemEmailsConsent: users.systemEmailsConsent,
        })
        .from(sites)
        .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
        .innerJoin(users, eq(users.customerCode, jobOrders.customerCode))
        .where(
          and(
            eq(sites.code, siteCode),
            eq(sites.published, true),
            eq(users.kind, 'customer'),
            eq(users.enabled, true),
            sql`${subRole} = any(${users.customerSubRoles})`,
            sql`(${users.atiGroupId} is null or ${users.atiGroupId} = ${jobOrders.atiGroupId})`,
            sql`(not ${users.limitedToSites} or exists (select 1 from ${userSites} where ${userSites.userId} = ${users.id} and ${userSites.siteCode} = ${sites.code}))`,
          ),
        );
    },
  };
}
