import { and, eq, inArray, sql } from 'drizzle-orm';
import { jobOrders, sites, users, userSites, type Database } from '@portale/db';
import { joinJobOrder } from './site-scope.repository.ts';

/** A customer user who sees a site, with what a notice to them needs. */
export type SiteReader = {
  siteCode: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  systemEmailsConsent: boolean;
};

/**
 * The enabled customer users with a sub-role who see some sites (tenancy's rule, for many users at
 * once): their customer's published sites, of their group when they belong to one, and theirs when they
 * are limited to some sites. One row per user and site; one query.
 */
export async function findSiteReaders(
  db: Database,
  siteCodes: readonly string[],
  subRole: number,
): Promise<SiteReader[]> {
  if (siteCodes.length === 0) return [];
  return db
    .select({
      siteCode: sites.code,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      systemEmailsConsent: users.systemEmailsConsent,
    })
    .from(sites)
    .innerJoin(jobOrders, joinJobOrder)
    .innerJoin(users, eq(users.customerCode, jobOrders.customerCode))
    .where(
      and(
        inArray(sites.code, [...siteCodes]),
        eq(sites.published, true),
        eq(users.kind, 'customer'),
        eq(users.enabled, true),
        sql`${subRole} = any(${users.customerSubRoles})`,
        sql`(${users.atiGroupId} is null or ${users.atiGroupId} = ${jobOrders.atiGroupId})`,
        sql`(not ${users.limitedToSites} or exists (select 1 from ${userSites} where ${userSites.userId} = ${users.id} and ${userSites.siteCode} = ${sites.code}))`,
      ),
    );
}
