import { CustomerSubRole } from './roles.ts';

/**
 * Which customer sub-roles open each area of the portal, SPEC.md section 6: an empty list means any
 * signed-in user; otherwise any one listed sub-role suffices (a user without sub-roles, such as staff,
 * passes only the empty lists). The web app reads it for the menu and for the route guards, so the two
 * never disagree; the API enforces the same rule through each contract's access policy.
 */
export const areaSubRoles = {
  dashboard: [],
  sites: [CustomerSubRole.site],
  services: [CustomerSubRole.planning],
  planOfAction: [CustomerSubRole.calendar],
  employees: [CustomerSubRole.employee],
  documents: [CustomerSubRole.documents],
  tickets: [CustomerSubRole.communications, CustomerSubRole.communicationsAllTickets],
  newTicket: [CustomerSubRole.communications],
  messages: [CustomerSubRole.communications, CustomerSubRole.communicationsAllTickets],
  contacts: [CustomerSubRole.contacts],
  qualityControls: [CustomerSubRole.qualityControls],
  qualityReports: [CustomerSubRole.qualityReports],
  qualityStats: [CustomerSubRole.qualityStats],
  kiosks: [CustomerSubRole.kiosks],
  atiManagers: [],
  billing: [CustomerSubRole.billing],
  siteEquipments: [CustomerSubRole.siteEquipments],
  economics: [],
  realEstate: [CustomerSubRole.realEstateRegistry],
  rooms: [CustomerSubRole.realEstateRegistry],
  changePassword: [],
} as const satisfies Record<string, readonly CustomerSubRole[]>;
export type PortalArea = keyof typeof areaSubRoles;

/** SPEC.md section 6: no requirement lets everyone pass, otherwise any one listed sub-role suffices. */
export function holdsAnySubRole(required: readonly number[], held: readonly number[]): boolean {
  return required.length === 0 || required.some((subRole) => held.includes(subRole));
}
