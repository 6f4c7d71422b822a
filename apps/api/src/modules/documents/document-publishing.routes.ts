import type { FastifyInstance } from 'fastify';
import {
  addDocumentAssociationContract,
  documentCustomerOptionsContract,
  documentJobOrderOptionsContract,
  publishDocumentContract,
  publishDocumentVersionContract,
  removeDocumentAssociationContract,
  requiredCategoriesContract,
  setRequiredCategoriesContract,
  updateDocumentContract,
} from '@portale/shared';
import { registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import type { DocumentPublishingService } from './document-publishing.service.ts';
import { readDocumentUpload } from './document-upload.ts';

/** Staff's publishing of documents (permission documents, 6). No cached read selects these tables. */
export function registerDocumentPublishingRoutes(
  app: FastifyInstance,
  publishing: DocumentPublishingService,
) {
  registerRoute(
    app,
    publishDocumentContract,
    async ({ request }) => publishing.publish(requireAuth(request), await readDocumentUpload(request)),
    { invalidates: ['documents', 'document_associations', 'notifications'] },
  );
  registerRoute(
    app,
    publishDocumentVersionContract,
    async ({ request, params }) =>
      publishing.publishVersion(requireAuth(request), params.documentId, await readDocumentUpload(request)),
    { invalidates: ['documents', 'document_associations', 'notifications'] },
  );
  registerRoute(
    app,
    updateDocumentContract,
    ({ request, params, body }) => publishing.update(requireAuth(request), params.documentId, body),
    { invalidates: ['documents'] },
  );
  registerRoute(
    app,
    addDocumentAssociationContract,
    ({ request, params, body }) => publishing.addAssociation(requireAuth(request), params.documentId, body),
    { invalidates: ['document_associations', 'notifications'] },
  );
  registerRoute(
    app,
    removeDocumentAssociationContract,
    async ({ params }) => {
      await publishing.removeAssociation(params.documentId, params.associationId);
      return null;
    },
    { invalidates: ['document_associations'] },
  );
  registerRoute(app, requiredCategoriesContract, ({ params }) =>
    publishing.requiredCategories(params.jobOrderId),
  );
  registerRoute(
    app,
    setRequiredCategoriesContract,
    ({ params, body }) => publishing.setRequiredCategories(params.jobOrderId, body.categories),
    { invalidates: ['job_order_required_categories'] },
  );
  registerRoute(app, documentCustomerOptionsContract, ({ query }) =>
    publishing.customerOptions(query.search),
  );
  registerRoute(app, documentJobOrderOptionsContract, ({ query }) =>
    publishing.jobOrderOptions(query.search, query.customerCode),
  );
}
