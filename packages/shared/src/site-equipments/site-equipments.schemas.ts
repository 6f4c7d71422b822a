import { z } from 'zod';
import { isoDateSchema, isoInstantSchema } from '../dates/calendar-day.schemas.ts';
import { pagingQuerySchema } from '../sites/site-queries.ts';
import { codeText, formText, searchText } from '../tickets/text.schemas.ts';
import {
  equipmentCategories,
  equipmentDocumentKinds,
  equipmentLogKinds,
  equipmentSorts,
  equipmentStates,
  manualEquipmentLogKinds,
} from './site-equipments-enums.ts';
import {
  labelSheetFormatNames,
  labelSheetFormats,
  maxLabelsPerSheetRequest,
  type LabelSheetFormat,
} from './site-equipments-words.ts';

const databaseId = z.coerce.number().int().positive().max(2_147_483_647);

export const siteEquipmentIdParams = z.object({ siteEquipmentId: databaseId });
export const equipmentDocumentParams = siteEquipmentIdParams.extend({ documentId: z.uuid() });

/**
 * The public id a label's QR code carries: 128 random bits in base64url (22 characters). Anything
 * else is a code that does not exist, so the schema only bounds its length: the service answers 404.
 */
export const qrCodeIdParams = z.object({ qrCodeId: z.string().max(64) });
export const publicEquipmentDocumentParams = qrCodeIdParams.extend({ documentId: z.string().max(64) });

export const equipmentListQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Searched in the name, brand, model, serial number and label code. */
  query: searchText(),
  siteCode: codeText(16).optional(),
  /** Staff only: one customer's equipment. */
  customerCode: codeText(16).optional(),
  category: z.enum(equipmentCategories).optional(),
  state: z.enum(equipmentStates).optional(),
  /** Retired equipment is left out unless asked for. */
  retired: z
    .enum(['false', 'true'])
    .default('false')
    .transform((value) => value === 'true'),
  sortBy: z.enum(equipmentSorts).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type EquipmentListQuery = z.infer<typeof equipmentListQuerySchema>;

/** Where a piece of equipment stands: the registry's building, floor and room when it has them, and a note. */
export const equipmentLocationSchema = z.object({
  roomId: z.number().int().nullable(),
  buildingName: z.string().nullable(),
  floorName: z.string().nullable(),
  roomName: z.string().nullable(),
  note: z.string().nullable(),
});
export type EquipmentLocation = z.infer<typeof equipmentLocationSchema>;

export const equipmentItemSchema = z.object({
  id: z.number().int(),
  /** The short code printed on its label, which a person can type or read out: «AT-004217». */
  labelCode: z.string(),
  name: z.string(),
  category: z.enum(equipmentCategories),
  brand: z.string(),
  model: z.string(),
  serialNumber: z.string().nullable(),
  siteCode: z.string(),
  siteName: z.string(),
  customerName: z.string(),
  location: equipmentLocationSchema,
  state: z.enum(equipmentStates),
  installedOn: isoDateSchema.nullable(),
  retiredOn: isoDateSchema.nullable(),
  lastMaintenanceOn: isoDateSchema.nullable(),
});
export type EquipmentItem = z.infer<typeof equipmentItemSchema>;

export const equipmentListSchema = z.object({ data: z.array(equipmentItemSchema), total: z.number().int() });
export type EquipmentList = z.infer<typeof equipmentListSchema>;

export const equipmentFiltersSchema = z.object({
  sites: z.array(z.object({ siteCode: z.string(), siteName: z.string() })),
});
export type EquipmentFilters = z.infer<typeof equipmentFiltersSchema>;

export const equipmentDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(equipmentDocumentKinds),
  title: z.string(),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: isoInstantSchema,
});
export type EquipmentDocument = z.infer<typeof equipmentDocumentSchema>;

export const equipmentLogEntrySchema = z.object({
  id: z.number().int(),
  day: isoDateSchema,
  kind: z.enum(equipmentLogKinds),
  description: z.string(),
  /** Who did it, as staff wrote it: a technician, a company. */
  performedBy: z.string().nullable(),
});
export type EquipmentLogEntry = z.infer<typeof equipmentLogEntrySchema>;

/** The label's QR code, for staff: its page's address, and since when. */
export const equipmentQrCodeSchema = z.object({ url: z.string(), issuedAt: isoInstantSchema });

export const equipmentDetailSchema = equipmentItemSchema.extend({
  documents: z.array(equipmentDocumentSchema),
  /** Newest first. */
  log: z.array(equipmentLogEntrySchema),
  /** Staff only, and null when the label was revoked with no new one: null in every customer's answer. */
  qrCode: equipmentQrCodeSchema.nullable(),
});
export type EquipmentDetail = z.infer<typeof equipmentDetailSchema>;

const optionalText = (max: number) =>
  formText(max, 0)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null));

/** What staff type for a new piece of equipment, or to change one (its site changes by a move). */
export const equipmentFieldsSchema = z.object({
  name: formText(120),
  category: z.enum(equipmentCategories),
  brand: formText(80),
  model: formText(80),
  serialNumber: optionalText(80),
  state: z.enum(equipmentStates),
  installedOn: isoDateSchema.nullable().default(null),
  roomId: databaseId.nullable().default(null),
  locationNote: optionalText(200),
});
export type EquipmentFields = z.infer<typeof equipmentFieldsSchema>;
export type EquipmentFieldsInput = z.input<typeof equipmentFieldsSchema>;

export const newEquipmentSchema = equipmentFieldsSchema.extend({ siteCode: codeText(16).min(1) });
export type NewEquipment = z.infer<typeof newEquipmentSchema>;

export const moveEquipmentSchema = z.object({
  siteCode: codeText(16).min(1),
  roomId: databaseId.nullable().default(null),
  locationNote: optionalText(200),
  day: isoDateSchema,
  note: optionalText(500),
});
export type MoveEquipment = z.infer<typeof moveEquipmentSchema>;

export const retireEquipmentSchema = z.object({ day: isoDateSchema, reason: formText(500) });
export type RetireEquipment = z.infer<typeof retireEquipmentSchema>;

export const newEquipmentLogEntrySchema = z.object({
  day: isoDateSchema,
  kind: z.enum(manualEquipmentLogKinds),
  description: formText(2000),
  performedBy: optionalText(120),
});
export type NewEquipmentLogEntry = z.infer<typeof newEquipmentLogEntrySchema>;

/** The JSON part `data` of a document's upload. */
export const equipmentDocumentUploadSchema = z.object({
  kind: z.enum(equipmentDocumentKinds),
  title: formText(160),
});

/** A site's buildings, floors and rooms, for the location's pickers. */
export const equipmentRoomOptionsSchema = z.array(
  z.object({
    roomId: z.number().int(),
    buildingName: z.string(),
    floorName: z.string(),
    roomName: z.string(),
  }),
);
export type EquipmentRoomOptions = z.infer<typeof equipmentRoomOptionsSchema>;

export const equipmentSummarySchema = z.object({
  inService: z.number().int(),
  underMaintenance: z.number().int(),
  outOfService: z.number().int(),
  /** Problems reported from the labels' public page in the last 30 days. */
  reportsLast30Days: z.number().int(),
});
export type EquipmentSummary = z.infer<typeof equipmentSummarySchema>;

export const labelSheetQuerySchema = z
  .object({
    /** The equipment's ids, separated by commas, in the order the labels are printed. */
    ids: z
      .string()
      .max(maxLabelsPerSheetRequest * 11)
      .regex(/^\d{1,10}(,\d{1,10})*$/, 'a list of ids separated by commas')
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .refine((ids) => ids.length <= maxLabelsPerSheetRequest, `at most ${maxLabelsPerSheetRequest} labels`),
    format: z.enum(labelSheetFormatNames as [string, ...string[]]).default('3x7'),
    /** The first free label of the first sheet, counted across then down from 1: the ones before are used. */
    start: z.coerce.number().int().min(1).max(100).default(1),
  })
  .refine(
    ({ format, start }) => {
      const sheet = labelSheetFormats[format as LabelSheetFormat];
      return start <= sheet.columns * sheet.rows;
    },
    { path: ['start'], message: 'the first free label is beyond the sheet’s labels' },
  );
export type LabelSheetQuery = z.infer<typeof labelSheetQuerySchema>;

/**
 * What the public page shows, and nothing more: what it is, where, its state, its safety documents.
 * No price, no person, no id of the database, no other data of the customer.
 */
export const publicEquipmentSchema = z.object({
  labelCode: z.string(),
  name: z.string(),
  category: z.enum(equipmentCategories),
  brand: z.string(),
  model: z.string(),
  siteName: z.string(),
  siteCity: z.string(),
  location: equipmentLocationSchema.omit({ roomId: true }),
  state: z.enum(equipmentStates),
  /** Safety data sheets and CE declarations, downloaded by the label's code. */
  documents: z.array(equipmentDocumentSchema.pick({ id: true, kind: true, title: true, sizeBytes: true })),
  providerName: z.string(),
});
export type PublicEquipment = z.infer<typeof publicEquipmentSchema>;

/** A label's page: the equipment, or only the word that the label was replaced by a new one. */
export const publicEquipmentPageSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('active'), equipment: publicEquipmentSchema }),
  z.object({ status: z.literal('replaced') }),
]);
export type PublicEquipmentPage = z.infer<typeof publicEquipmentPageSchema>;

/** The JSON part `data` of a report from the public page; a photo may come as the file part. */
export const equipmentReportSchema = z.object({
  description: formText(2000, 10),
  /** An email or a phone number, if the person wants an answer. */
  contact: optionalText(120),
});
export type EquipmentReport = z.infer<typeof equipmentReportSchema>;

export const equipmentReportReceiptSchema = z.object({
  /** The ticket's code, for the person to quote: «SEG-2026-000123». */
  ticketCode: z.string(),
});
