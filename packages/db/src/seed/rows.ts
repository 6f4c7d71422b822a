import type { atiGroups, customers, jobOrders, sites, users, userSites } from '../schema/index.ts';

/** Rows ready for insertion, every column spelled out (database defaults such as createdAt aside). */
export type CustomerRow = Required<Omit<typeof customers.$inferInsert, 'createdAt'>>;
export type AtiGroupRow = Required<typeof atiGroups.$inferInsert>;
export type JobOrderRow = Required<typeof jobOrders.$inferInsert>;
/** The fee settings and the last service's name are added with the fee data (see the sites area). */
export type SiteRow = Required<
  Omit<
    typeof sites.$inferInsert,
    | 'lastServiceName'
    | 'feeFormula'
    | 'weekLength'
    | 'holidaysAreWorkingDays'
    | 'monthDuration'
    | 'feeSplitEndDate'
  >
>;
/** Credentials are added when seeding: the password hash is slow to compute and the timestamp is now. */
export type UserRow = Required<
  Omit<
    typeof users.$inferInsert,
    | 'createdAt'
    | 'lastLoginAt'
    | 'passwordHash'
    | 'passwordChangedAt'
    | 'lockedUntil'
    | 'totpSecret'
    | 'totpEnabledAt'
  >
>;
export type UserSiteRow = Required<typeof userSites.$inferInsert>;

export type DemoData = {
  customers: CustomerRow[];
  atiGroups: AtiGroupRow[];
  jobOrders: JobOrderRow[];
  sites: SiteRow[];
  users: UserRow[];
  userSites: UserSiteRow[];
};
