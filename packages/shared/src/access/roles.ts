/** Customer sub-roles, SPEC.md section 3. The number is what travels; the name is for code. */
export const CustomerSubRole = {
  site: 0,
  planning: 1,
  calendar: 2,
  employee: 3,
  employeeStampings: 4,
  documents: 5,
  communications: 6,
  contacts: 7,
  qualityControls: 8,
  qualityReports: 9,
  qualityStats: 10,
  kiosks: 11,
  realEstateRegistry: 12,
  billing: 13,
  communicationsAllTickets: 14,
  siteEquipments: 15,
  economics: 16,
} as const;
export type CustomerSubRole = (typeof CustomerSubRole)[keyof typeof CustomerSubRole];
export const allCustomerSubRoles = Object.values(CustomerSubRole) as CustomerSubRole[];

/** Back-office permissions, SPEC.md section 3 (15 is not assigned). */
export const BackOfficePermission = {
  clients: 0,
  clientsUsers: 1,
  clientsBilling: 2,
  jobTasks: 3,
  sites: 4,
  tickets: 5,
  documents: 6,
  communications: 7,
  contradictoryRequests: 8,
  news: 9,
  survey: 10,
  qgis: 11,
  services: 12,
  employees: 13,
  contacts: 14,
  sync: 16,
  equipment: 17,
  economics: 18,
} as const;
export type BackOfficePermission = (typeof BackOfficePermission)[keyof typeof BackOfficePermission];
export const allBackOfficePermissions = Object.values(BackOfficePermission) as BackOfficePermission[];
