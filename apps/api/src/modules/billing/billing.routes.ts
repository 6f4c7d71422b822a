import type { FastifyInstance } from 'fastify';
import {
  billingDetailContract,
  billingJobOrderOptionsContract,
  billingPaymentContract,
  billingPdfContract,
  billingSummaryContract,
  billingXmlContract,
  billingZipContract,
  myBillingExportContract,
  myBillingListContract,
  openedBillingDocumentContract,
  previewFatturaPaContract,
  publishBillingDocumentContract,
  romeCalendarDay,
  staffBillingListContract,
} from '@portale/shared';
import { downloadHeaders, readUploadedFile, sendFile } from '../../plugins/files.ts';
import { expensiveRoute, registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerXlsxExportRoute } from '../../plugins/xlsx-export.ts';
import { billingExport } from './billing-export.ts';
import { readBillingUpload } from './billing-upload.ts';
import { streamZip } from './billing-zip.ts';
import type { BillingService } from './billing.service.ts';

/** Billing: the customer's list, export, zip and dashboard card; the shared detail and files; publishing. */
export function registerBillingRoutes(app: FastifyInstance, billing: BillingService) {
  registerRoute(app, myBillingListContract, ({ request, query }) =>
    billing.listMine(requireAuth(request), query),
  );
  registerXlsxExportRoute(app, myBillingExportContract, billingExport, ({ request, query }) =>
    billing.listForExport(requireAuth(request), query),
  );
  registerRoute(
    app,
    billingZipContract,
    async ({ request, query, reply }) => {
      const entries = await billing.filesForZip(requireAuth(request), query.documentIds);
      downloadHeaders(reply, {
        contentType: 'application/zip',
        filename: `fatture-${romeCalendarDay()}.zip`,
      });
      return streamZip(entries);
    },
    { ...expensiveRoute, invalidates: ['billing_document_opens'] },
  );
  registerRoute(app, billingSummaryContract, ({ request }) => billing.summary(requireAuth(request)));
  registerRoute(app, billingDetailContract, ({ request, params }) =>
    billing.detail(requireAuth(request), params.documentId),
  );
  registerRoute(
    app,
    billingPdfContract,
    async ({ request, params, reply }) =>
      sendFile(reply, await billing.openPdf(requireAuth(request), params.documentId)),
    { invalidates: ['billing_document_opens'] },
  );
  registerRoute(app, billingXmlContract, async ({ request, params, reply }) =>
    sendFile(reply, await billing.openXml(requireAuth(request), params.documentId)),
  );
  registerRoute(
    app,
    openedBillingDocumentContract,
    async ({ request, params }) => {
      await billing.markOpened(requireAuth(request), params.documentId);
      return null;
    },
    { invalidates: ['billing_document_opens'] },
  );
  registerRoute(app, staffBillingListContract, ({ request, query }) =>
    billing.listForStaff(requireAuth(request), query),
  );
  registerRoute(app, billingJobOrderOptionsContract, ({ query }) => billing.jobOrderOptions(query.search));
  registerRoute(
    app,
    previewFatturaPaContract,
    async ({ request }) => billing.preview(await readUploadedFile(request)),
    { invalidates: [] },
  );
  registerRoute(
    app,
    publishBillingDocumentContract,
    async ({ request }) => billing.publish(requireAuth(request), await readBillingUpload(request)),
    { invalidates: ['billing_documents', 'notifications'] },
  );
  registerRoute(
    app,
    billingPaymentContract,
    async ({ params, body }) => {
      await billing.setPaidOn(params.documentId, body.paidOn);
      return null;
    },
    { invalidates: ['billing_documents'] },
  );
}
