import { z } from 'zod';
import { loginAccess, publicAccess } from '../access/policy.ts';
import { staffPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { siteEquipmentsAccess } from './site-equipments.access.ts';
import {
  equipmentReportsPerAddressPer10Minutes,
  equipmentReportsPerCodePerHour,
} from './site-equipments-words.ts';
import {
  equipmentDetailSchema,
  equipmentDocumentParams,
  equipmentFieldsSchema,
  equipmentFiltersSchema,
  equipmentListQuerySchema,
  equipmentListSchema,
  equipmentReportReceiptSchema,
  equipmentRoomOptionsSchema,
  equipmentSummarySchema,
  labelSheetQuerySchema,
  moveEquipmentSchema,
  newEquipmentLogEntrySchema,
  newEquipmentSchema,
  publicEquipmentDocumentParams,
  publicEquipmentPageSchema,
  qrCodeIdParams,
  retireEquipmentSchema,
  siteEquipmentIdParams,
} from './site-equipments.schemas.ts';

const tags = ['site equipment'];
const staffTags = ['site equipment back office'];
const publicTags = ['site equipment public page'];
const readers =
  'Customers with sub-role site equipments (15) over the sites they see, staff with equipment (17) over ' +
  'every site (a login route whose service checks siteEquipmentsAccess.rules.read).';
const manage = staffPolicy(siteEquipmentsAccess.rules.manage);

export const equipmentListContract = defineContract({
  method: 'GET',
  path: '/site-equipments',
  summary: 'The equipment of the caller’s sites: searched, filtered, sorted and paged in SQL',
  description: `${readers} Retired equipment only with retired=true.`,
  tags,
  access: loginAccess,
  query: equipmentListQuerySchema,
  response: { 200: equipmentListSchema },
});

export const equipmentFiltersContract = defineContract({
  method: 'GET',
  path: '/site-equipments/filters',
  summary: 'The sites with equipment within reach, for the list’s filter',
  description: readers,
  tags,
  access: loginAccess,
  response: { 200: equipmentFiltersSchema },
});

export const equipmentSummaryContract = defineContract({
  method: 'GET',
  path: '/site-equipments/summary',
  summary: 'The dashboard’s figures: equipment by state, and the problems reported from labels in 30 days',
  description: readers,
  tags,
  access: loginAccess,
  response: { 200: equipmentSummarySchema },
});

export const equipmentDetailContract = defineContract({
  method: 'GET',
  path: '/site-equipments/:siteEquipmentId',
  summary: 'One piece of equipment: its data, location, documents and maintenance log',
  description: `${readers} 404 Equipment not found when it stands on no site within reach. The QR code only for staff.`,
  tags,
  access: loginAccess,
  params: siteEquipmentIdParams,
  response: { 200: equipmentDetailSchema },
});

export const equipmentDocumentContract = defineContract({
  method: 'GET',
  path: '/site-equipments/:siteEquipmentId/documents/:documentId',
  summary: 'A document of a piece of equipment, as an attachment',
  description: `${readers} 404 Equipment document not found.`,
  tags,
  access: loginAccess,
  params: equipmentDocumentParams,
  response: { 200: z.unknown().describe('The file’s bytes') },
});

export const equipmentRoomOptionsContract = defineContract({
  method: 'GET',
  path: '/site-equipments/rooms',
  summary: 'Staff (equipment): the rooms of a site’s registry, for the location’s picker',
  tags: staffTags,
  access: manage,
  query: z.object({ siteCode: z.string().max(16) }),
  response: { 200: equipmentRoomOptionsSchema },
});

export const newEquipmentContract = defineContract({
  method: 'POST',
  path: '/site-equipments',
  summary: 'Staff (equipment): a new piece of equipment on a site, with its label’s QR code',
  description: '400 Equipment not valid: a site that does not exist, a room of another site (body.fields).',
  tags: staffTags,
  access: manage,
  body: newEquipmentSchema,
  response: { 201: equipmentDetailSchema },
});

export const updateEquipmentContract = defineContract({
  method: 'PUT',
  path: '/site-equipments/:siteEquipmentId',
  summary: 'Staff (equipment): change a piece of equipment; a change of state is written in its log',
  description: '409 Equipment retired. 400 Equipment not valid: a room of another site.',
  tags: staffTags,
  access: manage,
  params: siteEquipmentIdParams,
  body: equipmentFieldsSchema,
  response: { 200: equipmentDetailSchema },
});

export const moveEquipmentContract = defineContract({
  method: 'POST',
  path: '/site-equipments/:siteEquipmentId/move',
  summary: 'Staff (equipment): move a piece of equipment to another place or site, written in its log',
  description:
    '409 Equipment retired. 400 Equipment not valid: a site that does not exist, a room of another site.',
  tags: staffTags,
  access: manage,
  params: siteEquipmentIdParams,
  body: moveEquipmentSchema,
  response: { 200: equipmentDetailSchema },
});

export const retireEquipmentContract = defineContract({
  method: 'POST',
  path: '/site-equipments/:siteEquipmentId/retire',
  summary:
    'Staff (equipment): retire a piece of equipment: out of service, its label revoked, written in its log',
  description: '409 Equipment retired.',
  tags: staffTags,
  access: manage,
  params: siteEquipmentIdParams,
  body: retireEquipmentSchema,
  response: { 200: equipmentDetailSchema },
});

export const newEquipmentLogEntryContract = defineContract({
  method: 'POST',
  path: '/site-equipments/:siteEquipmentId/log',
  summary: 'Staff (equipment): a line of the maintenance log (routine maintenance, a repair, an inspection)',
  tags: staffTags,
  access: manage,
  params: siteEquipmentIdParams,
  body: newEquipmentLogEntrySchema,
  response: { 201: equipmentDetailSchema },
});

export const uploadEquipmentDocumentContract = defineContract({
  method: 'POST',
  path: '/site-equipments/:siteEquipmentId/documents',
  idempotent: true,
  summary:
    'Staff (equipment): a document, as multipart/form-data with the JSON part `data` ({kind, title}) and ' +
    'one file part (the attachments’ rules: extension, content, UPLOAD_MAX_BYTES)',
  description: '400 Incorrect data; 409 a file refused by its extension or content; 413 Payload too large.',
  tags: staffTags,
  access: manage,
  params: siteEquipmentIdParams,
  response: { 201: equipmentDetailSchema },
});

export const deleteEquipmentDocumentContract = defineContract({
  method: 'DELETE',
  path: '/site-equipments/:siteEquipmentId/documents/:documentId',
  summary: 'Staff (equipment): remove a document',
  tags: staffTags,
  access: manage,
  params: equipmentDocumentParams,
  response: { 200: equipmentDetailSchema },
});

export const replaceEquipmentQrCodeContract = defineContract({
  method: 'POST',
  path: '/site-equipments/:siteEquipmentId/qr-code',
  summary:
    'Staff (equipment): a new label’s QR code; the previous code’s page then says only that it was replaced',
  description: '409 Equipment retired.',
  tags: staffTags,
  access: manage,
  params: siteEquipmentIdParams,
  response: { 200: equipmentDetailSchema },
});

export const revokeEquipmentQrCodeContract = defineContract({
  method: 'DELETE',
  path: '/site-equipments/:siteEquipmentId/qr-code',
  summary:
    'Staff (equipment): revoke the label’s QR code; its page then answers as for a code that never existed',
  tags: staffTags,
  access: manage,
  params: siteEquipmentIdParams,
  response: { 200: equipmentDetailSchema },
});

export const equipmentLabelsContract = defineContract({
  method: 'GET',
  path: '/site-equipments/labels',
  summary:
    'Staff (equipment): a PDF of A4 label sheets, one label per piece of equipment with its QR code, the ' +
    'provider’s name and the short code, from the first free label',
  description:
    '400 Equipment not valid: equipment retired or without a QR code, or unknown (body.fields names each id).',
  tags: staffTags,
  access: manage,
  query: labelSheetQuerySchema,
  response: { 200: z.unknown().describe('A PDF (application/pdf attachment)') },
});

const publicDescription =
  'No login: the label’s QR code is the key (128 random bits). Unknown and revoked codes answer alike, ' +
  '404 Equipment code not found, limited per address like every public page.';

export const publicEquipmentContract = defineContract({
  method: 'GET',
  path: '/public/site-equipments/:qrCodeId',
  summary: 'A label’s public page: what the equipment is, where, its state and its safety documents',
  description: `${publicDescription} A replaced label answers only {status: "replaced"}.`,
  tags: publicTags,
  access: publicAccess,
  params: qrCodeIdParams,
  response: { 200: publicEquipmentPageSchema },
});

export const publicEquipmentDocumentContract = defineContract({
  method: 'GET',
  path: '/public/site-equipments/:qrCodeId/documents/:documentId',
  summary:
    'A safety document of the equipment, by its label’s code (safety data sheets and CE declarations only)',
  description: `${publicDescription} 404 Equipment document not found.`,
  tags: publicTags,
  access: publicAccess,
  params: publicEquipmentDocumentParams,
  response: { 200: z.unknown().describe('The file’s bytes') },
});

export const equipmentReportContract = defineContract({
  method: 'POST',
  path: '/public/site-equipments/:qrCodeId/reports',
  idempotent: true,
  summary:
    'Report a problem from the label’s page: a ticket for the site’s provider role that handles tickets, ' +
    'as multipart/form-data with the JSON part `data` ({description, contact}) and an optional photo',
  description:
    `${publicDescription} 429 beyond ${equipmentReportsPerAddressPer10Minutes} reports from one address in ` +
    `ten minutes, or ${equipmentReportsPerCodePerHour} from one label in an hour. The photo: JPEG, PNG or ` +
    'WebP, checked by content, at most UPLOAD_MAX_BYTES (409 refused, 413 too large). A replaced label ' +
    'takes no report (404).',
  tags: publicTags,
  access: publicAccess,
  params: qrCodeIdParams,
  response: { 201: equipmentReportReceiptSchema },
});
