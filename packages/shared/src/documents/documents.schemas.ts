import { z } from 'zod';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { documentCategories, publishableDocumentCategories } from '../sites/document-categories.ts';
import { booleanQuerySchema, pagingQuerySchema } from '../sites/site-queries.ts';
import { codeText, formText, searchText } from '../tickets/text.schemas.ts';
import {
  complianceStates,
  documentSorts,
  documentValidityFilters,
  documentValidityStates,
} from './document-enums.ts';

export const documentIdParams = z.object({ documentId: z.uuid().describe('The documentId') });

const count = z.number().int().min(0);

/**
 * Who a document is for: a whole customer (no job order, no site), a job order of it (no site), or one
 * site (with its job order). A customer user sees only the associations within their reach.
 */
export const documentAssociationSchema = z.object({
  associationId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  jobOrderId: z.string().nullable(),
  jobOrderDescription: z.string().nullable(),
  siteCode: z.string().nullable(),
  siteName: z.string().nullable(),
});
export type DocumentAssociation = z.infer<typeof documentAssociationSchema>;

/**
 * A document in a list: the fields of SPEC.md section 3 (Document), its validity and version, whether
 * the caller has opened it, and who it is for.
 */
export const documentListItemSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** When this version was published (ISO timestamp). */
  creationDate: z.string(),
  /** The caller's last download (a customer), or anybody's (staff); ISO timestamp. */
  lastDownload: z.string().nullable(),
  /** The caller's downloads (a customer), or everybody's (staff). */
  downloadCount: count,
  filename: z.string(),
  /** The associations the caller sees (every one for staff). */
  associationCount: count,
  /** A newer version exists. */
  outdated: z.boolean(),
  category: z.enum(documentCategories),
  /** The last day the document is valid, or null when it has no end. */
  validUntil: isoDateSchema.nullable(),
  /** From validUntil and today in Italy (see documentValidityStates). */
  validity: z.enum(documentValidityStates),
  /** 1 for the first file, then one more for each new version. */
  version: z.number().int().min(1),
  /** Shared by every version of the same document. */
  seriesId: z.string(),
  /** A customer user has neither opened nor downloaded it (the badge counts these); false for staff. */
  unopened: z.boolean(),
  /** Who it is for, as the caller sees it: at most 10 in a list (associationCount counts them all). */
  associations: z.array(documentAssociationSchema),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

export const documentListResultSchema = z.object({
  data: z.array(documentListItemSchema),
  total: count,
});
export type DocumentListResult = z.infer<typeof documentListResultSchema>;

/**
 * The customer's list: search, filters, sort and page. Period: the creation day, in Italy, from and to
 * included. Only the latest version of each document unless includeOutdated.
 */
export const documentListQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Searched in the title, the description and the file name. */
  query: searchText(),
  category: z.enum(documentCategories).optional(),
  /** Documents of this site, of its job order as a whole and of its customer as a whole. */
  siteCode: codeText(16).optional(),
  /** Documents of this job order, of any of its sites and of its customer as a whole. */
  jobOrderId: codeText(24).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  validity: z.enum(documentValidityFilters).optional(),
  includeOutdated: booleanQuerySchema.optional(),
  sortBy: z.enum(documentSorts).default('creationDate'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;
/** The query as a client sends it (booleans as 'true' or 'false'). */
export type DocumentListQueryInput = z.input<typeof documentListQuerySchema>;

/** The provider's list: the same, any customer, optionally one. */
export const staffDocumentListQuerySchema = documentListQuerySchema.extend({
  customerCode: codeText(16).optional(),
});
export type StaffDocumentListQuery = z.infer<typeof staffDocumentListQuerySchema>;
export type StaffDocumentListQueryInput = z.input<typeof staffDocumentListQuerySchema>;

/** One version of a document, in its history. */
export const documentVersionSchema = z.object({
  documentId: z.string(),
  version: z.number().int().min(1),
  creationDate: z.string(),
  filename: z.string(),
  sizeBytes: count,
  validUntil: isoDateSchema.nullable(),
  validity: z.enum(documentValidityStates),
  /** The staff user who published it; null when unknown (removed user, demo data). */
  publishedBy: z.string().nullable(),
  outdated: z.boolean(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/** A document with every association the caller sees and its whole history, latest version first. */
export const documentDetailSchema = documentListItemSchema.extend({
  contentType: z.string(),
  sizeBytes: count,
  publishedBy: z.string().nullable(),
  versions: z.array(documentVersionSchema),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/** What a document is checked for in a site's checklist. */
const complianceDocumentSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  filename: z.string(),
  validUntil: isoDateSchema.nullable(),
});

/** One required category of a site's checklist, and the document that best satisfies it. */
export const complianceItemSchema = z.object({
  category: z.enum(publishableDocumentCategories),
  state: z.enum(complianceStates),
  /** The latest version with the furthest end (no end first) among the site's documents of it. */
  document: complianceDocumentSchema.nullable(),
});
export type ComplianceItem = z.infer<typeof complianceItemSchema>;

/**
 * A site's checklist: the categories its job order requires (configured by staff), each with its state.
 * percentage: the share of required categories that are present or expiring (a current document),
 * rounded down, so 100 only when none is missing or expired; null when the job order requires nothing.
 * The site's documents are those of the site, of its job order as a whole and of its customer as a whole.
 */
export const siteComplianceSchema = z.object({
  siteCode: z.string(),
  siteName: z.string(),
  jobOrderId: z.string(),
  jobOrderDescription: z.string(),
  items: z.array(complianceItemSchema),
  requiredCount: count,
  satisfiedCount: count,
  percentage: z.number().int().min(0).max(100).nullable(),
});
export type SiteCompliance = z.infer<typeof siteComplianceSchema>;

/** The worst checklist among the user's sites (lowest percentage, then most missing, then by name). */
export const worstComplianceSchema = z.object({
  siteCode: z.string(),
  siteName: z.string(),
  percentage: z.number().int().min(0).max(100),
  missingCount: count,
  expiredCount: count,
  expiringCount: count,
});
export type WorstCompliance = z.infer<typeof worstComplianceSchema>;

/** The dashboard's documents card. */
export const documentsSummarySchema = z.object({
  /** The 5 latest documents (latest versions), newest first. */
  latest: z.array(documentListItemSchema),
  /** Latest versions the user sees that end within 30 days (today included). */
  expiringCount: count,
  /** Latest versions the user sees whose end has passed. */
  expiredCount: count,
  /** Null when none of the user's sites has a job order with required categories. */
  worstCompliance: worstComplianceSchema.nullable(),
});
export type DocumentsSummary = z.infer<typeof documentsSummarySchema>;

/** Staff's editable fields of a document. */
const documentFields = {
  title: formText(200),
  description: formText(2000, 0).nullable().default(null),
  category: z.enum(publishableDocumentCategories),
  /** The last day the document is valid; null when it has no end. */
  validUntil: isoDateSchema.nullable().default(null),
};

/** An association to add: exactly one of a site, a job order or a customer (the rest is derived). */
export const documentAssociationRequestSchema = z
  .object({
    customerCode: codeText(16).min(1).optional(),
    jobOrderId: codeText(24).min(1).optional(),
    siteCode: codeText(16).min(1).optional(),
  })
  .refine((value) => [value.customerCode, value.jobOrderId, value.siteCode].filter(Boolean).length === 1, {
    message: 'Indica un solo destinatario: un cliente, una commessa o un’ubicazione',
  });
export type DocumentAssociationRequest = z.infer<typeof documentAssociationRequestSchema>;

/** The `data` field (JSON) of a new document, beside its file `file`. */
export const publishDocumentDataSchema = z.object({
  ...documentFields,
  associations: z.array(documentAssociationRequestSchema).min(1).max(500),
});
export type PublishDocumentData = z.input<typeof publishDocumentDataSchema>;

/** The optional `data` field (JSON) of a new version: a new end of validity (else the older one's). */
export const documentVersionDataSchema = z.object({
  validUntil: isoDateSchema.nullable().optional(),
});
export type DocumentVersionData = z.input<typeof documentVersionDataSchema>;

/** A change of a document's fields; what is left out stays. */
export const documentUpdateRequestSchema = z
  .object({
    title: documentFields.title.optional(),
    description: formText(2000, 0).nullable().optional(),
    category: documentFields.category.optional(),
    validUntil: isoDateSchema.nullable().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Nessuna modifica indicata',
  });
export type DocumentUpdateRequest = z.infer<typeof documentUpdateRequestSchema>;

export const associationParams = documentIdParams.extend({ associationId: z.uuid() });

export const jobOrderParams = z.object({
  jobOrderId: z.string().max(24).describe('A job order code, e.g. C2024-0001'),
});

/** The categories a job order's sites must hold a document of (the checklist's configuration). */
export const requiredCategoriesSchema = z.object({
  jobOrderId: z.string(),
  jobOrderDescription: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  categories: z.array(z.enum(publishableDocumentCategories)),
});
export type RequiredCategories = z.infer<typeof requiredCategoriesSchema>;

export const requiredCategoriesRequestSchema = z.object({
  categories: z
    .array(z.enum(publishableDocumentCategories))
    .max(publishableDocumentCategories.length)
    .refine((values) => new Set(values).size === values.length, { message: 'Categoria ripetuta' }),
});
export type RequiredCategoriesRequest = z.infer<typeof requiredCategoriesRequestSchema>;

/** A customer or job order staff may associate a document with (the publishing form's pickers). */
export const documentCustomerOptionSchema = z.object({
  customerCode: z.string(),
  name: z.string(),
  active: z.boolean(),
});
export type DocumentCustomerOption = z.infer<typeof documentCustomerOptionSchema>;

export const documentOptionsQuerySchema = z.object({
  search: searchText(),
  /** Only this customer's job orders. */
  customerCode: codeText(16).optional(),
});
