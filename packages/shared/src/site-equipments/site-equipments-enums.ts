/**
 * Site equipment's values that screens check on their first load (a route's search, a filter's
 * options): kept out of the schemas' module so that the first screen does not load zod, and without
 * their labels, which are in site-equipments-words.ts (docs/ARCHITECTURE.md, "Adding an area", step 7).
 */

/** The orders of the list. */
export const equipmentSorts = ['name', 'site', 'category', 'state', 'installedOn'] as const;
export type EquipmentSort = (typeof equipmentSorts)[number];

/** What kind of machine or fitting it is. */
export const equipmentCategories = [
  'CLEANING_MACHINE',
  'VACUUM',
  'DISPENSER',
  'TROLLEY',
  'SANITARY_FITTING',
  'CLIMATE',
  'ELECTRICAL',
  'FIRE_SAFETY',
  'OTHER',
] as const;
export type EquipmentCategory = (typeof equipmentCategories)[number];

/** Whether it works: in service, being maintained, out of service. */
export const equipmentStates = ['IN_SERVICE', 'UNDER_MAINTENANCE', 'OUT_OF_SERVICE'] as const;
export type EquipmentState = (typeof equipmentStates)[number];

/** The documents a piece of equipment keeps. */
export const equipmentDocumentKinds = [
  'MANUAL',
  'SAFETY_DATA_SHEET',
  'CE_DECLARATION',
  'MAINTENANCE_REPORT',
  'OTHER',
] as const;
export type EquipmentDocumentKind = (typeof equipmentDocumentKinds)[number];

/** The safety documents: the only ones the public page offers, to anyone who meets the machine. */
export const publicEquipmentDocumentKinds = [
  'SAFETY_DATA_SHEET',
  'CE_DECLARATION',
] as const satisfies readonly EquipmentDocumentKind[];

/** What a line of the maintenance log records. */
export const equipmentLogKinds = ['ROUTINE', 'REPAIR', 'INSPECTION', 'MOVE', 'STATE', 'RETIREMENT'] as const;
export type EquipmentLogKind = (typeof equipmentLogKinds)[number];

/** The kinds staff write by hand; the others the portal writes when equipment moves, changes state or is retired. */
export const manualEquipmentLogKinds = [
  'ROUTINE',
  'REPAIR',
  'INSPECTION',
] as const satisfies readonly EquipmentLogKind[];
