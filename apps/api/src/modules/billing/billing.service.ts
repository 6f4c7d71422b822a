import type { Readable } from 'node:stream';
import {
  billingAccess,
  billingManualFieldsSchema,
  CustomerSubRole,
  publishBillingDataSchema,
  romeCalendarDay,
  type BillingDetail,
  type BillingDocumentItem,
  type BillingListQuery,
  type BillingListResult,
  type BillingSummary,
  type FatturaPaView,
  type StaffBillingListQuery,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import { readsAsCustomer, type AuthContext } from '../../plugins/auth-context.ts';
import { dataFieldsOf, parseUploadData, type FileStore, type UploadedFile } from '../../plugins/files.ts';
import { isUniqueViolation } from '../../plugins/unique-violation.ts';
import type { JobOrderPicker } from '../job-orders/index.ts';
import { assertSiteReader, siteScopeOf } from '../tenancy/index.ts';
import { checkPdf, checkXmlName, cleanFilename, type BillingUpload } from './billing-upload.ts';
import type { BillingNotifier } from './billing-notifier.ts';
import type { BillingListFilters, BillingReader, BillingRepository } from './billing.repository.ts';
import { readFatturaPa } from './fatturapa-reader.ts';

type Row = Awaited<ReturnType<BillingRepository['findPage']>>[number];
const toItem = (row: Row): BillingDocumentItem => ({ ...row, paidOn: row.paidOn ?? null });

/**
 * Billing rules: who reads what (the reach of the caller's sites, through tenancy), the totals, the
 * files, and publishing with the FatturaPA reader. Nothing is stored unless every check passes.
 */
export function createBillingService(deps: {
  billing: BillingRepository;
  jobOrderPicker: JobOrderPicker;
  files: FileStore;
  notifier: BillingNotifier;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const today = () => romeCalendarDay(now());

  /** The reader for a customer of sub-role billing or staff of clients billing; 403 otherwise. */
  const readerOf = (auth: AuthContext): BillingReader => {
    assertSiteReader(auth, billingAccess.rules.read);
    return { scope: siteScopeOf(auth), userId: auth.userId };
  };

  async function list(
    reader: BillingReader,
    query: BillingListQuery & BillingListFilters,
  ): Promise<BillingListResult> {
    const day = today();
    const [rows, totals, years] = await Promise.all([
      deps.billing.findPage(reader, query, day, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
      deps.billing.findTotals(reader, query, day),
      deps.billing.findYears(reader, query.customerCode),
    ]);
    const { total, ...sums } = totals;
    return { data: rows.map(toItem), total, totals: sums, years };
  }

  async function findVisible(auth: AuthContext, documentId: string) {
    const document = await deps.billing.findVisible(readerOf(auth), documentId, today());
    if (!document) throw new AppError('BILLING_DOCUMENT_NOT_FOUND');
    return document;
  }

  async function readStoredXml(storageKey: string): Promise<Buffer | null> {
    const file = await deps.files.open(storageKey);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  }

  async function detail(auth: AuthContext, documentId: string): Promise<BillingDetail> {
    const { xmlStorageKey, ...document } = await findVisible(auth, documentId);
    let fatturaPa: FatturaPaView | null = null;
    if (xmlStorageKey) {
      const bytes = await readStoredXml(xmlStorageKey);
      fatturaPa = bytes ? readFatturaPa(bytes) : null;
    }
    return {
      ...toItem(document),
      pdfFilename: document.pdfFilename,
      xmlFilename: document.xmlFilename,
      fatturaPa,
    };
  }

  return {
    listMine: (auth: AuthContext, query: BillingListQuery) => list(readerOf(auth), query),

    listForStaff: (auth: AuthContext, query: StaffBillingListQuery) => list(readerOf(auth), query),

    async listForExport(auth: AuthContext, filters: BillingListFilters): Promise<BillingDocumentItem[]> {
      return (await deps.billing.findAll(readerOf(auth), filters, today())).map(toItem);
    },

    async summary(auth: AuthContext): Promise<BillingSummary> {
      const reader = readerOf(auth);
      const day = today();
      const [latest, overdue, totals] = await Promise.all([
        deps.billing.findPage(reader, {}, day, { limit: 5, offset: 0 }),
        deps.billing.findPage(reader, { state: 'overdue' }, day, { limit: 5, offset: 0 }),
        deps.billing.findTotals(reader, { state: 'overdue' }, day),
      ]);
      return {
        latest: latest.map(toItem),
        overdue: overdue.map(toItem),
        overdueCount: totals.total,
        overdueCents: totals.overdueCents,
      };
    },

    detail,

    /**
     * The PDF of a document the caller sees; a customer's own download counts as opening it (staff's, also
     * while impersonating the customer, does not: the document stays new until the customer opens it).
     */
    async openPdf(auth: AuthContext, documentId: string) {
      const document = await findVisible(auth, documentId);
      const file = await deps.files.open(document.pdfStorageKey);
      if (!file) throw new AppError('BILLING_DOCUMENT_NOT_FOUND');
      if (readsAsCustomer(auth)) await deps.billing.markOpened(auth.userId, [documentId], now());
      return { ...file, contentType: 'application/pdf', filename: document.pdfFilename };
    },

    async openXml(auth: AuthContext, documentId: string) {
      const document = await findVisible(auth, documentId);
      const file = document.xmlStorageKey ? await deps.files.open(document.xmlStorageKey) : null;
      if (!file || !document.xmlFilename) throw new AppError('BILLING_DOCUMENT_NOT_FOUND');
      return { ...file, contentType: 'application/xml', filename: document.xmlFilename };
    },

    async markOpened(auth: AuthContext, documentId: string): Promise<void> {
      await findVisible(auth, documentId);
      if (readsAsCustomer(auth)) await deps.billing.markOpened(auth.userId, [documentId], now());
    },

    /**
     * The chosen documents' PDFs for one zip: every id must be one the caller sees (404 otherwise,
     * before anything is sent); they count as opened when the customer downloads them.
     */
    async filesForZip(auth: AuthContext, documentIds: readonly string[]) {
      const reader = readerOf(auth);
      const found = await deps.billing.findVisibleFiles(reader, documentIds);
      if (found.length !== documentIds.length) throw new AppError('BILLING_DOCUMENT_NOT_FOUND');
      if (readsAsCustomer(auth)) await deps.billing.markOpened(auth.userId, documentIds, now());
      const used = new Set<string>();
      return found.map((file) => {
        let name = file.pdfFilename;
        for (let n = 2; used.has(name.toLowerCase()); n++)
          name = file.pdfFilename.replace(/(\.pdf)?$/i, `-${n}.pdf`);
        used.add(name.toLowerCase());
        return {
          name,
          open: async (): Promise<Readable> => {
            const stored = await deps.files.open(file.pdfStorageKey);
            if (!stored) throw new AppError('BILLING_DOCUMENT_NOT_FOUND');
            return stored.stream;
          },
        };
      });
    },

    async countUnopened(auth: AuthContext): Promise<number> {
      if (auth.kind !== 'customer' || !auth.customerSubRoles.includes(CustomerSubRole.billing)) return 0;
      return deps.billing.countUnopened(readerOf(auth));
    },

    jobOrderOptions: (search: string | undefined) => deps.jobOrderPicker.findJobOrderOptions(search),

    /** Reads a FatturaPA XML for the form's preview; nothing is stored. */
    preview(file: UploadedFile | undefined): FatturaPaView {
      if (!file)
        throw new AppError('VALIDATION', { fields: [{ path: 'file', message: 'Manca il file XML' }] });
      return readFatturaPa(checkXmlName(file).bytes);
    },

    /**
     * Publishes a document: the data checked, the PDF checked, the XML read (its fields win over the
     * typed ones), the job order and its customer checked, the number free; only then the files are
     * stored and the row written, and the users who see the job order are told.
     */
    async publish(auth: AuthContext, upload: BillingUpload): Promise<BillingDetail> {
      const data = parseUploadData(publishBillingDataSchema, upload.data, { optional: false });
      const { xml } = upload.files;
      const pdf = checkPdf(upload.files.pdf);
      const view = xml ? readFatturaPa(checkXmlName(xml).bytes) : null;
      const fields = billingManualFieldsSchema.safeParse(
        view
          ? {
              ...data,
              kind: view.kind,
              number: view.number,
              issueDate: view.issueDate,
              dueDate: view.dueDate ?? data.dueDate,
              periodFrom: view.periodFrom ?? data.periodFrom ?? view.issueDate,
              periodTo: view.periodTo ?? data.periodTo ?? view.issueDate,
              taxableCents: view.taxableCents,
              vatCents: view.vatCents,
              totalCents: view.totalCents,
            }
          : data,
      );
      if (!fields.success) throw new AppError('VALIDATION', { fields: dataFieldsOf(fields.error) });
      const document = fields.data;
      const jobOrder = await deps.billing.findJobOrder(data.jobOrderId);
      if (!jobOrder) throw new AppError('BILLING_JOB_ORDER_NOT_FOUND');
      const buyerVat = view?.buyer.vatNumber?.replace(/^IT/, '');
      if (view && buyerVat && buyerVat !== jobOrder.customerVatNumber) {
        throw new AppError('BILLING_INVALID_FATTURAPA', {
          fields: [
            {
              path: 'FatturaElettronicaHeader/CessionarioCommittente/DatiAnagrafici/IdFiscaleIVA',
              message: `La partita IVA del cliente nella fattura (${view.buyer.vatNumber}) non è quella del cliente della commessa`,
            },
          ],
        });
      }
      if (data.paidOn && data.paidOn < document.issueDate) {
        throw new AppError('VALIDATION', {
          fields: [{ path: 'data.paidOn', message: 'Il pagamento non può precedere la data del documento' }],
        });
      }
      if (await deps.billing.numberTaken(document.kind, document.number, document.issueDate.slice(0, 4))) {
        throw new AppError('BILLING_DUPLICATE_NUMBER');
      }
      const pdfStorageKey = await deps.files.save(pdf.bytes, 'pdf');
      const xmlStorageKey = xml ? await deps.files.save(xml.bytes, 'xml') : null;
      let documentId: string;
      try {
        documentId = await deps.billing.insert({
          ...document,
          customerCode: jobOrder.customerCode,
          jobOrderId: jobOrder.jobOrderId,
          paidOn: data.paidOn,
          pdfFilename: cleanFilename(pdf.filename, 'documento.pdf'),
          pdfStorageKey,
          xmlFilename: xml ? cleanFilename(xml.filename, 'fattura.xml') : null,
          xmlStorageKey,
          createdByUserId: auth.userId,
        });
      } catch (error) {
        await deps.files.remove([pdfStorageKey, ...(xmlStorageKey ? [xmlStorageKey] : [])]);
        // Two publishers of the same number at once: the unique index keeps one.
        if (isUniqueViolation(error)) {
          throw new AppError('BILLING_DUPLICATE_NUMBER');
        }
        throw error;
      }
      await deps.notifier.tellPublished(
        { documentId, ...document, jobOrderId: jobOrder.jobOrderId },
        auth.userId,
      );
      return detail(auth, documentId);
    },

    async setPaidOn(documentId: string, paidOn: string | null): Promise<void> {
      if (!(await deps.billing.updatePaidOn(documentId, paidOn)))
        throw new AppError('BILLING_DOCUMENT_NOT_FOUND');
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
