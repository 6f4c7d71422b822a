import type { QualityReportsData } from './quality-reports.ts';
import type {
  areaCategories,
  qualityControlItems,
  qualityControlRequests,
  qualityControlRooms,
  qualityControls,
  qualityElements,
  qualityRuleLevels,
  qualityRules,
  qualityRuleWeights,
  atiGroups,
  billingDocumentOpens,
  billingDocuments,
  buildings,
  cleaningFrequencies,
  floors,
  atiManagers,
  atiManagerSites,
  contactAssociations,
  contactRoleCategories,
  contactRoles,
  contacts,
  customers,
  documentAssociations,
  documentExpiryNotices,
  documentOpens,
  documents,
  jobOrderRequiredCategories,
  jobOrders,
  rooms,
  roomStates,
  variationRequestRooms,
  variationRequests,
  siteFeePeriods,
  sites,
  siteServiceFeePeriods,
  siteServices,
  users,
  userSites,
} from '@portale/db';

/** Rows ready for insertion, every column spelled out (database defaults such as createdAt aside). */
export type CustomerRow = Required<Omit<typeof customers.$inferInsert, 'createdAt'>>;
export type AtiGroupRow = Required<typeof atiGroups.$inferInsert>;
export type JobOrderRow = Required<typeof jobOrders.$inferInsert>;
/** A site as the builder makes it, before the fee settings and the last service's name. */
export type BaseSiteRow = Required<
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
export type SiteRow = Required<typeof sites.$inferInsert>;
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
    | 'totpLastUsedStep'
  >
>;
export type UserSiteRow = Required<typeof userSites.$inferInsert>;

/** Rows with a serial id that nothing references leave it to the database. */
export type SiteFeePeriodRow = Required<Omit<typeof siteFeePeriods.$inferInsert, 'id'>>;
export type SiteServiceRow = Required<typeof siteServices.$inferInsert>;
export type SiteServiceFeePeriodRow = Required<Omit<typeof siteServiceFeePeriods.$inferInsert, 'id'>>;
export type ContactRoleCategoryRow = Required<typeof contactRoleCategories.$inferInsert>;
export type ContactRoleRow = Required<typeof contactRoles.$inferInsert>;
export type ContactRow = Required<typeof contacts.$inferInsert>;
export type ContactAssociationRow = Required<typeof contactAssociations.$inferInsert>;
export type DocumentRow = Required<typeof documents.$inferInsert>;
export type DocumentAssociationRow = Required<typeof documentAssociations.$inferInsert>;
export type DocumentOpenRow = Required<typeof documentOpens.$inferInsert>;
export type DocumentExpiryNoticeRow = Required<typeof documentExpiryNotices.$inferInsert>;
export type JobOrderRequiredCategoryRow = Required<typeof jobOrderRequiredCategories.$inferInsert>;
export type AtiManagerRow = Required<typeof atiManagers.$inferInsert>;
export type AtiManagerSiteRow = Required<typeof atiManagerSites.$inferInsert>;

/** A demo invoice or credit note, with what its PDF and XML describe (not columns: left out on insert). */
export type BillingDocumentRow = Required<typeof billingDocuments.$inferInsert> & {
  description: string;
  buyer: { name: string; vatNumber: string };
};
export type BillingDocumentOpenRow = Required<typeof billingDocumentOpens.$inferInsert>;

/** Customers, job orders, sites and users: what the builder makes from the plans. */
export type OrganisationData = {
  customers: CustomerRow[];
  atiGroups: AtiGroupRow[];
  jobOrders: JobOrderRow[];
  sites: BaseSiteRow[];
  users: UserRow[];
  userSites: UserSiteRow[];
};

/** What the provider does at each site and who it works with: fees, services, contacts, documents. */
export type SiteOperationsData = {
  siteFeePeriods: SiteFeePeriodRow[];
  siteServices: SiteServiceRow[];
  siteServiceFeePeriods: SiteServiceFeePeriodRow[];
  contactRoleCategories: ContactRoleCategoryRow[];
  contactRoles: ContactRoleRow[];
  contacts: ContactRow[];
  contactAssociations: ContactAssociationRow[];
  documents: DocumentRow[];
  documentAssociations: DocumentAssociationRow[];
  jobOrderRequiredCategories: JobOrderRequiredCategoryRow[];
  documentOpens: DocumentOpenRow[];
  documentExpiryNotices: DocumentExpiryNoticeRow[];
  atiManagers: AtiManagerRow[];
  atiManagerSites: AtiManagerSiteRow[];
};

/** The invoices and credit notes of the job orders, and which users opened them. */
export type BillingData = {
  billingDocuments: BillingDocumentRow[];
  billingDocumentOpens: BillingDocumentOpenRow[];
};

export type AreaCategoryRow = Required<typeof areaCategories.$inferInsert>;
export type CleaningFrequencyRow = Required<typeof cleaningFrequencies.$inferInsert>;
export type BuildingRow = Required<typeof buildings.$inferInsert>;
export type FloorRow = Required<typeof floors.$inferInsert>;
export type RoomRow = Required<Omit<typeof rooms.$inferInsert, 'createdAt'>>;
export type RoomStateRow = Required<typeof roomStates.$inferInsert>;

/** The real-estate registry: the catalogue, and the sites' buildings, floors and rooms with their history. */
export type RoomsData = {
  areaCategories: AreaCategoryRow[];
  cleaningFrequencies: CleaningFrequencyRow[];
  buildings: BuildingRow[];
  floors: FloorRow[];
  rooms: RoomRow[];
  roomStates: RoomStateRow[];
};

export type VariationRequestRow = Required<typeof variationRequests.$inferInsert>;
export type VariationRequestRoomRow = Required<typeof variationRequestRooms.$inferInsert>;
/** The demo variation requests (packages/demo-data/src/variations.ts). */
export type VariationsData = {
  variationRequests: VariationRequestRow[];
  variationRequestRooms: VariationRequestRoomRow[];
};

export type QualityRuleRow = Required<typeof qualityRules.$inferInsert>;
export type QualityControlRow = Required<typeof qualityControls.$inferInsert>;
export type QualityControlRoomRow = Required<typeof qualityControlRooms.$inferInsert>;
export type QualityControlItemRow = Required<typeof qualityControlItems.$inferInsert>;
export type QualityControlRequestRow = Required<typeof qualityControlRequests.$inferInsert>;
/** The demo's quality rules and controls (packages/demo-data/src/quality.ts). */
export type QualityData = {
  qualityElements: Required<typeof qualityElements.$inferInsert>[];
  qualityRules: QualityRuleRow[];
  qualityRuleWeights: Required<typeof qualityRuleWeights.$inferInsert>[];
  qualityRuleLevels: Required<typeof qualityRuleLevels.$inferInsert>[];
  qualityControls: QualityControlRow[];
  qualityControlRooms: QualityControlRoomRow[];
  qualityControlItems: QualityControlItemRow[];
  /** Joint control requests (packages/demo-data/src/joint-controls.ts). */
  qualityControlRequests: QualityControlRequestRow[];
};

export type DemoData = Omit<OrganisationData, 'sites'> & { sites: SiteRow[] } & SiteOperationsData &
  QualityReportsData &
  BillingData &
  RoomsData &
  VariationsData &
  QualityData;
