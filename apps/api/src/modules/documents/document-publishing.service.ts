import {
  CustomerSubRole,
  documentVersionDataSchema,
  publishDocumentDataSchema,
  type DocumentAssociation,
  type DocumentAssociationRequest,
  type DocumentDetail,
  type DocumentUpdateRequest,
  type PublishableDocumentCategory,
  type RequiredCategories,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { parseUploadData } from '../../plugins/files.ts';
import { isUniqueViolation } from '../../plugins/unique-violation.ts';
import type { JobOrderPicker } from '../job-orders/index.ts';
import type { AttachmentStore } from '../../plugins/attachment-store.ts';
import type { DocumentNotifier } from './document-notifier.ts';
import type { DocumentPublishingRepository, Recipient } from './document-publishing.repository.ts';
import type { DocumentRecipientsRepository } from './document-recipients.repository.ts';
import { requireFile, type DocumentUpload } from './document-upload.ts';
import type { DocumentsService } from './documents.service.ts';

/**
 * Staff's publishing: a new document with its recipients, a new version, changes, associations, the job
 * orders' required categories. Every check passes before the file is stored; a failed write removes it.
 * The file is checked as the attachments are (extension allow-list, first bytes, size).
 */
export function createDocumentPublishingService(deps: {
  repository: DocumentPublishingRepository;
  jobOrderPicker: JobOrderPicker;
  recipients: DocumentRecipientsRepository;
  store: Pick<AttachmentStore, 'store' | 'remove'>;
  notifier: DocumentNotifier;
  documents: Pick<DocumentsService, 'detail'>;
}) {
  const { repository } = deps;

  /** The recipient of a request: a site's job order and customer, a job order's customer (404s). */
  async function recipientOf(request: DocumentAssociationRequest): Promise<Recipient> {
    if (request.siteCode) {
      const site = await repository.findSite(request.siteCode);
      if (!site) throw new AppError('SITE_NOT_FOUND');
      return site;
    }
    if (request.jobOrderId) {
      const jobOrder = await repository.findJobOrder(request.jobOrderId);
      if (!jobOrder) throw new AppError('JOB_ORDER_NOT_FOUND');
      return { customerCode: jobOrder.customerCode, jobOrderId: jobOrder.jobOrderId, siteCode: null };
    }
    const customer = await repository.findCustomer(request.customerCode ?? '');
    if (!customer) throw new AppError('SITE_CUSTOMER_NOT_FOUND');
    return { customerCode: customer.customerCode, jobOrderId: null, siteCode: null };
  }

  async function findDocument(documentId: string) {
    const document = await repository.findDocument(documentId);
    if (!document) throw new AppError('DOCUMENT_NOT_FOUND');
    return document;
  }

  /** Stores the checked file, runs the write, and removes the file again when the write fails. */
  async function withStoredFile<T>(
    upload: DocumentUpload,
    write: (file: Awaited<ReturnType<AttachmentStore['store']>>) => Promise<T>,
  ): Promise<T> {
    const file = await deps.store.store(requireFile(upload));
    try {
      return await write(file);
    } catch (error) {
      await deps.store.remove([file.storageKey]);
      throw error;
    }
  }

  async function requiredCategoriesOf(jobOrderId: string): Promise<RequiredCategories> {
    const jobOrder = await repository.findJobOrder(jobOrderId);
    if (!jobOrder) throw new AppError('JOB_ORDER_NOT_FOUND');
    return {
      jobOrderId: jobOrder.jobOrderId,
      jobOrderDescription: jobOrder.description,
      customerCode: jobOrder.customerCode,
      customerName: jobOrder.customerName,
      categories: await repository.findRequiredCategories(jobOrderId),
    };
  }

  return {
    async publish(auth: AuthContext, upload: DocumentUpload): Promise<DocumentDetail> {
      const data = parseUploadData(publishDocumentDataSchema, upload.data, { optional: false });
      const recipients = new Map<string, Recipient>();
      for (const request of data.associations) {
        const recipient = await recipientOf(request);
        recipients.set(JSON.stringify(recipient), recipient);
      }
      const documentId = await withStoredFile(upload, (file) =>
        repository.insertDocument(
          {
            title: data.title,
            description: data.description || null,
            category: data.category,
            validUntil: data.validUntil,
            ...file,
            createdByUserId: auth.userId,
          },
          [...recipients.values()],
        ),
      );
      const detail = await deps.documents.detail(auth, documentId);
      await deps.notifier.tellPublished(detail, auth.userId);
      return detail;
    },

    async publishVersion(
      auth: AuthContext,
      documentId: string,
      upload: DocumentUpload,
    ): Promise<DocumentDetail> {
      const previous = await findDocument(documentId);
      if (previous.outdated) throw new AppError('DOCUMENT_OUTDATED');
      const data = parseUploadData(documentVersionDataSchema, upload.data, { optional: true });
      const versionId = await withStoredFile(upload, async (file) => {
        try {
          const created = await repository.insertVersion(documentId, {
            seriesId: previous.seriesId,
            version: previous.version + 1,
            title: previous.title,
            description: previous.description,
            category: previous.category,
            validUntil: data.validUntil === undefined ? previous.validUntil : data.validUntil,
            ...file,
            createdByUserId: auth.userId,
          });
          if (created) return created;
        } catch (error) {
          // Two versions of the same document at once: the unique series and version keeps one.
          if (!isUniqueViolation(error)) throw error;
        }
        throw new AppError('DOCUMENT_OUTDATED');
      });
      const detail = await deps.documents.detail(auth, versionId);
      await deps.notifier.tellPublished(detail, auth.userId);
      return detail;
    },

    async update(auth: AuthContext, documentId: string, change: DocumentUpdateRequest) {
      const fields = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
      if (!(await repository.updateDocument(documentId, fields))) throw new AppError('DOCUMENT_NOT_FOUND');
      return deps.documents.detail(auth, documentId);
    },

    /**
     * Associates every version of the document; the users with the documents sub-role whom its latest
     * version now reaches, and did not before, are told as of a new document.
     */
    async addAssociation(
      auth: AuthContext,
      documentId: string,
      request: DocumentAssociationRequest,
    ): Promise<DocumentAssociation[]> {
      const document = await findDocument(documentId);
      const recipient = await recipientOf(request);
      if (await repository.hasAssociation(documentId, recipient))
        throw new AppError('SITE_ASSOCIATION_ALREADY_EXISTS');
      const latestId = (await repository.findLatestVersionId(document.seriesId)) ?? documentId;
      const readers = () => deps.recipients.findRecipients(latestId, CustomerSubRole.documents);
      const before = new Set((await readers()).map((user) => user.userId));
      await repository.addAssociation(document.seriesId, recipient);
      const reached = (await readers()).filter((user) => !before.has(user.userId));
      if (reached.length > 0) {
        const detail = await deps.documents.detail(auth, latestId);
        await deps.notifier.tellReached(detail, reached, auth.userId);
      }
      return repository.findAssociations(documentId);
    },

    async removeAssociation(documentId: string, associationId: string): Promise<void> {
      const document = await findDocument(documentId);
      const association = await repository.findAssociation(documentId, associationId);
      if (!association) throw new AppError('SITE_MISSING_ASSOCIATION');
      await repository.removeAssociation(document.seriesId, association);
    },

    requiredCategories: requiredCategoriesOf,

    async setRequiredCategories(jobOrderId: string, categories: readonly PublishableDocumentCategory[]) {
      await requiredCategoriesOf(jobOrderId);
      await repository.replaceRequiredCategories(jobOrderId, categories);
      return requiredCategoriesOf(jobOrderId);
    },

    customerOptions: (search: string | undefined) => repository.findCustomerOptions(search),

    jobOrderOptions: (search: string | undefined, customerCode: string | undefined) =>
      deps.jobOrderPicker.findJobOrderOptions(search, customerCode),
  };
}

export type DocumentPublishingService = ReturnType<typeof createDocumentPublishingService>;
