import { z } from 'zod';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { pagingQuerySchema } from '../sites/site-queries.ts';
import { codeText, formText, searchText } from '../tickets/text.schemas.ts';
import {
  RoomVariationType,
  roomVariationTypes,
  ServiceVariationType,
  serviceVariationTypes,
  VariationType,
  variationSorts,
  variationStates,
  variationTypes,
} from './variation-enums.ts';

export const variationIdParams = z.object({
  variationId: z.coerce.number().int().min(1).max(2_147_483_647).describe('The variation request’s id'),
});

/** A room of a room request; for a modification, what it becomes (null: stays as it is). */
export const variationRoomInputSchema = z.object({
  roomId: z.number().int().min(1).max(2_147_483_647),
  /** Square metres, two decimals at most. */
  newArea: z.number().min(0.01).max(1_000_000).nullable().default(null),
  newAreaCategoryId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  newFrequencyCode: codeText(16).nullable().default(null),
});
export type VariationRoomInput = z.infer<typeof variationRoomInputSchema>;

/** The fields of a request as the form fills them and the API receives them (create, edit, preview). */
export const variationRequestFieldsSchema = z.object({
  siteCode: codeText(16).min(1),
  type: z.literal(variationTypes),
  roomVariationType: z.literal(roomVariationTypes).nullable().default(null),
  serviceVariationType: z.literal(serviceVariationTypes).nullable().default(null),
  rooms: z.array(variationRoomInputSchema).max(200).default([]),
  siteServiceId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  dateFrom: isoDateSchema,
  /** The last day; null: for good (never for a suspension). */
  dateTo: isoDateSchema.nullable().default(null),
  /** A price change's new monthly fee in euro (cents at most). */
  newFee: z.number().min(0).max(100_000_000).nullable().default(null),
  notes: formText(2000, 0).default(''),
});

/**
 * The checks of a request's shape that need nothing but its fields (SPEC.md section 5 needs the rooms'
 * periods besides: variationRoomIssues). Messages are the form's, in Italian; the API sends them back in
 * its 400's fields.
 */
export const variationRequestSchema = variationRequestFieldsSchema.superRefine((request, context) => {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (request.dateTo !== null && request.dateTo < request.dateFrom)
    issue('dateTo', 'La data di fine non può precedere quella di inizio');
  if (request.type === VariationType.rooms) {
    if (request.roomVariationType === null) issue('roomVariationType', 'Scegli il tipo di variazione');
    if (request.rooms.length === 0) issue('rooms', 'Scegli almeno un locale');
    if (new Set(request.rooms.map((room) => room.roomId)).size < request.rooms.length)
      issue('rooms', 'Un locale è scelto due volte');
    if (request.roomVariationType === RoomVariationType.suspend && request.dateTo === null)
      issue('dateTo', 'Indica fino a quando dura la sospensione');
    if (request.roomVariationType === RoomVariationType.modify)
      request.rooms.forEach((room, index) => {
        if (room.newArea === null && room.newAreaCategoryId === null && room.newFrequencyCode === null)
          context.addIssue({
            code: 'custom',
            path: ['rooms', index],
            message: 'Indica almeno un dato nuovo del locale: superficie, categoria o frequenza',
          });
        if (room.newArea !== null && Math.round(room.newArea * 100) !== room.newArea * 100)
          context.addIssue({
            code: 'custom',
            path: ['rooms', index, 'newArea'],
            message: 'La superficie ha al massimo due decimali',
          });
      });
  } else {
    if (request.serviceVariationType === null) issue('serviceVariationType', 'Scegli il tipo di variazione');
    if (request.siteServiceId === null) issue('siteServiceId', 'Scegli il servizio');
    if (request.serviceVariationType === ServiceVariationType.priceChange && request.newFee === null)
      issue('newFee', 'Indica il nuovo canone mensile');
    if (request.serviceVariationType === ServiceVariationType.suspension && request.dateTo === null)
      issue('dateTo', 'Indica fino a quando dura la sospensione');
  }
});
export type VariationRequestInput = z.input<typeof variationRequestSchema>;
export type VariationRequest = z.output<typeof variationRequestSchema>;

/** The customer's list: filters, sort and page, all applied in SQL. */
export const variationListQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  siteCode: codeText(16).optional(),
  state: z.coerce.number().pipe(z.literal(variationStates)).optional(),
  type: z.coerce.number().pipe(z.literal(variationTypes)).optional(),
  /** Only the requests still waiting for a decision (sent or to be handled). */
  open: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Searched in the site's name and code, the notes and the customer's name (staff). */
  query: searchText(),
  sortBy: z.enum(variationSorts).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type VariationListQuery = z.infer<typeof variationListQuerySchema>;
export type VariationListQueryInput = z.input<typeof variationListQuerySchema>;

/** The provider's queue: the same, one customer optionally; oldest first by default. */
export const staffVariationListQuerySchema = variationListQuerySchema.extend({
  customerCode: codeText(16).optional(),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type StaffVariationListQuery = z.infer<typeof staffVariationListQuerySchema>;
export type StaffVariationListQueryInput = z.input<typeof staffVariationListQuerySchema>;

export const variationListItemSchema = z.object({
  id: z.number().int(),
  siteCode: z.string(),
  siteName: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  type: z.literal(variationTypes),
  roomVariationType: z.literal(roomVariationTypes).nullable(),
  serviceVariationType: z.literal(serviceVariationTypes).nullable(),
  serviceName: z.string().nullable(),
  roomCount: z.number().int(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema.nullable(),
  state: z.literal(variationStates),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  requestedByName: z.string().nullable(),
});
export type VariationListItem = z.infer<typeof variationListItemSchema>;

export const variationListResultSchema = z.object({
  data: z.array(variationListItemSchema),
  total: z.number().int(),
});
export type VariationListResult = z.infer<typeof variationListResultSchema>;

export const variationRoomSchema = z.object({
  roomId: z.number().int(),
  identifier: z.string(),
  /** The room's name on the request's first day (or today's, if it did not exist then). */
  roomName: z.string(),
  newArea: z.number().nullable(),
  newAreaCategoryId: z.number().int().nullable(),
  newAreaCategoryName: z.string().nullable(),
  newFrequencyCode: z.string().nullable(),
  newFrequencyName: z.string().nullable(),
});
export type VariationRoom = z.infer<typeof variationRoomSchema>;

/** What the caller may do with the request now. */
export const variationActionsSchema = z.object({
  edit: z.boolean(),
  withdraw: z.boolean(),
  takeInCharge: z.boolean(),
  accept: z.boolean(),
  reject: z.boolean(),
});
export type VariationActions = z.infer<typeof variationActionsSchema>;

export const variationDetailSchema = variationListItemSchema.extend({
  rooms: z.array(variationRoomSchema),
  siteServiceId: z.number().int().nullable(),
  /** A price change's new monthly fee in euro. */
  newFee: z.number().nullable(),
  notes: z.string().nullable(),
  decisionReason: z.string().nullable(),
  handledByName: z.string().nullable(),
  actions: variationActionsSchema,
});
export type VariationDetail = z.infer<typeof variationDetailSchema>;

export const rejectVariationRequestSchema = z.object({ reason: formText(2000) });
export const acceptVariationRequestSchema = z.object({ reason: formText(2000, 0).default('') });

/** A site the customer may ask a variation for, with its dates and services (the form's pickers). */
export const variationSiteOptionSchema = z.object({
  siteCode: z.string(),
  siteName: z.string(),
  dateFrom: isoDateSchema.nullable(),
  dateTo: isoDateSchema.nullable(),
  services: z.array(
    z.object({
      siteServiceId: z.number().int(),
      name: z.string(),
      dateFrom: isoDateSchema.nullable(),
      dateTo: isoDateSchema.nullable(),
    }),
  ),
});
export type VariationSiteOption = z.infer<typeof variationSiteOptionSchema>;

/** The draft (and the request it edits, left out of the "before") whose fee is previewed. */
export const variationPreviewRequestSchema = z.object({
  request: variationRequestSchema,
  excludedVariationId: variationIdParams.shape.variationId.nullable().default(null),
});

/** The site's fee of each month the period touches (at most 12), before and after the draft. */
export const variationPreviewSchema = z.object({
  months: z.array(
    z.object({
      year: z.number().int(),
      month: z.number().int().min(1).max(12),
      beforeCents: z.number().int(),
      afterCents: z.number().int(),
    }),
  ),
  /** True when the period runs past the 12 months shown. */
  truncated: z.boolean(),
});
export type VariationPreview = z.infer<typeof variationPreviewSchema>;

/** The dashboard's card: the customer's open requests and last decided, or the staff's queue. */
export const variationSummarySchema = z.object({
  open: z.array(variationListItemSchema),
  openTotal: z.number().int(),
  lastDecided: variationListItemSchema.nullable(),
  /** Staff: sent requests no one took in charge yet, and those in charge. */
  sent: z.number().int(),
  toBeHandled: z.number().int(),
});
export type VariationSummary = z.infer<typeof variationSummarySchema>;
