import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  contactAssociations,
  contacts,
  kioskAlerts,
  kioskVotes,
  sites,
  users,
  type Database,
} from '@portale/db';
import { BackOfficePermission } from '@portale/shared';

/** What the kiosks' alert reads and writes: a window's votes, the alerts sent, whom to tell. */
export function createKioskAlertsRepository(db: Database) {
  return {
    /** A site's votes and bad votes (1 and 2) in [start, end). */
    async countWindow(siteCode: string, start: Date, end: Date) {
      const [row] = await db
        .select({
          votes: sql<number>`count(*)`.mapWith(Number),
          badVotes: sql<number>`count(*) filter (where ${kioskVotes.vote} <= 2)`.mapWith(Number),
        })
        .from(kioskVotes)
        .where(
          and(eq(kioskVotes.siteCode, siteCode), gte(kioskVotes.votedAt, start), lt(kioskVotes.votedAt, end)),
        );
      return row ?? { votes: 0, badVotes: 0 };
    },

    /**
     * Records the alert of a site's window, unless one is recorded already: true when this call recorded
     * it (and so must tell), false when another did.
     */
    async recordAlert(alert: {
      siteCode: string;
      windowStart: Date;
      windowEnd: Date;
      votes: number;
      badVotes: number;
    }) {
      const rows = await db
        .insert(kioskAlerts)
        .values(alert)
        .onConflictDoNothing({ target: [kioskAlerts.siteCode, kioskAlerts.windowStart] })
        .returning({ id: kioskAlerts.id });
      return rows.length > 0;
    },

    async findSiteName(siteCode: string) {
      const [row] = await db.select({ name: sites.name }).from(sites).where(eq(sites.code, siteCode));
      return row?.name ?? siteCode;
    },

    /**
     * The provider's contacts with an email for the site: those associated with the site itself, or,
     * when it has none, with its job order (as a whole, no site named).
     */
    async findSiteContacts(siteCode: string) {
      const rows = await db
        .selectDistinct({
          email: contacts.email,
          firstName: contacts.name,
          lastName: contacts.surname,
          ofSite: sql<boolean>`${contactAssociations.siteCode} is not null`,
        })
        .from(contactAssociations)
        .innerJoin(contacts, eq(contacts.id, contactAssociations.contactId))
        .innerJoin(sites, eq(sites.code, siteCode))
        .where(
          and(
            sql`${contacts.email} is not null and ${contacts.email} <> ''`,
            sql`(${contactAssociations.siteCode} = ${sites.code} or (${contactAssociations.siteCode} is null and ${contactAssociations.jobOrderId} = ${sites.jobOrderId}))`,
          ),
        );
      const ofSite = rows.filter((row) => row.ofSite);
      return (ofSite.length > 0 ? ofSite : rows).map(({ email, firstName, lastName }) => ({
        email: email!,
        firstName,
        lastName,
      }));
    },

    /** Enabled staff users with survey (10), who manage the kiosks. */
    async findSurveyStaff() {
      return db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          systemEmailsConsent: users.systemEmailsConsent,
        })
        .from(users)
        .where(
          and(
            eq(users.kind, 'staff'),
            eq(users.enabled, true),
            sql`${BackOfficePermission.survey} = any(${users.backOfficePermissions})`,
          ),
        );
    },
  };
}

export type KioskAlertsRepository = ReturnType<typeof createKioskAlertsRepository>;
