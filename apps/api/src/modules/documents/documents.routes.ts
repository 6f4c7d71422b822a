import type { FastifyInstance } from 'fastify';
import {
  documentDetailContract,
  documentFileContract,
  documentsSummaryContract,
  myDocumentListContract,
  openedDocumentContract,
  siteComplianceContract,
  staffDocumentListContract,
} from '@portale/shared';
import { sendFile } from '../../plugins/files.ts';
import { registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import type { DocumentsService } from './documents.service.ts';
import type { SiteComplianceService } from './site-compliance.service.ts';

/** Reading documents: the lists, the detail, the file, the opened mark, the dashboard card, the checklist. */
export function registerDocumentsRoutes(
  app: FastifyInstance,
  services: { documents: DocumentsService; compliance: SiteComplianceService },
) {
  const { documents, compliance } = services;
  registerRoute(app, myDocumentListContract, ({ request, query }) =>
    documents.listMine(requireAuth(request), query),
  );
  registerRoute(app, documentsSummaryContract, ({ request }) => documents.summary(requireAuth(request)));
  registerRoute(app, staffDocumentListContract, ({ request, query }) =>
    documents.listForStaff(requireAuth(request), query),
  );
  registerRoute(app, documentDetailContract, ({ request, params }) =>
    documents.detail(requireAuth(request), params.documentId),
  );
  registerRoute(
    app,
    documentFileContract,
    async ({ request, params, reply }) =>
      sendFile(reply, await documents.openFile(requireAuth(request), params.documentId)),
    { invalidates: ['document_downloads', 'document_opens'] },
  );
  registerRoute(
    app,
    openedDocumentContract,
    async ({ request, params }) => {
      await documents.markOpened(requireAuth(request), params.documentId);
      return null;
    },
    { invalidates: ['document_opens'] },
  );
  registerRoute(app, siteComplianceContract, ({ request, params }) =>
    compliance.checklist(requireAuth(request), params.siteCode),
  );
}
