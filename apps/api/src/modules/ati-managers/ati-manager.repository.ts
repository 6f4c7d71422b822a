import { and, asc, eq, exists, sql } from 'drizzle-orm';
import { atiManagers, atiManagerSites, jobOrders, sites, userSites, type Database } from '@portale/db';

export function createAtiManagerRepository(db: Database) {
  return {
    /** The managers of one ATI, lead company first (the seed and the back office create it first). */
    async findManagers(atiGroupId: number) {
      return db
        .select({
          managerId: atiManagers.id,
          name: atiManagers.name,
          surname: atiManagers.surname,
          companyName: atiManagers.companyName,
          role: atiManagers.role,
          email: atiManagers.email,
          phone: atiManagers.phone,
        })
        .from(atiManagers)
        .where(eq(atiManagers.atiGroupId, atiGroupId))
        .orderBy(asc(atiManagers.id));
    },

    /**
     * The sites of the ATI's managers that a user sees: published, of a job order the ATI holds for the
     * user's customer, and one of the user's own sites when they are limited to some.
     */
    async findManagerSites(viewer: {
      userId: string;
      atiGroupId: number;
      customerCode: string;
      limitedToSites: boolean;
    }) {
      const ownSite = exists(
        db
          .select({ one: sql`1` })
          .from(userSites)
          .where(and(eq(userSites.userId, viewer.userId), eq(userSites.siteCode, sites.code))),
      );
      return db
        .select({
          managerId: atiManagerSites.managerId,
          siteCode: sites.code,
          siteName: sites.name,
          city: sites.city,
        })
        .from(atiManagerSites)
        .innerJoin(atiManagers, eq(atiManagers.id, atiManagerSites.managerId))
        .innerJoin(sites, eq(sites.code, atiManagerSites.siteCode))
        .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
        .where(
          and(
            eq(atiManagers.atiGroupId, viewer.atiGroupId),
            eq(jobOrders.atiGroupId, viewer.atiGroupId),
            eq(jobOrders.customerCode, viewer.customerCode),
            eq(sites.published, true),
            viewer.limitedToSites ? ownSite : undefined,
          ),
        )
        .orderBy(asc(sites.name), asc(sites.code));
    },
  };
}

export type AtiManagerRepository = ReturnType<typeof createAtiManagerRepository>;
