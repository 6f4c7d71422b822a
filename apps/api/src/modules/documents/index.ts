import type { AppModule, SharedDeps } from '../app-module.ts';
import type { Tenancy } from '../tenancy/index.ts';
import { createDocumentListRepository } from './document-list.repository.ts';
import { registerDocumentsRoutes } from './documents.routes.ts';
import { createDocumentsRepository } from './documents.repository.ts';
import { createDocumentsService } from './documents.service.ts';
import { createSiteComplianceRepository } from './site-compliance.repository.ts';
import { createSiteComplianceService } from './site-compliance.service.ts';

/**
 * Documents: what the provider files for its customers (DUVRI, POS, DURC, safety data sheets...), read
 * within each user's reach, with their versions, downloads, the documents badge and the sites' checklists.
 */
export function createDocumentsModule(deps: SharedDeps & { tenancy: Tenancy }): AppModule {
  const list = createDocumentListRepository(deps.db);
  const complianceRepository = createSiteComplianceRepository(deps.db);
  const documents = createDocumentsService({
    list,
    documents: createDocumentsRepository(deps.db),
    compliance: complianceRepository,
    files: deps.files,
    now: deps.now,
  });
  const compliance = createSiteComplianceService({
    compliance: complianceRepository,
    tenancy: deps.tenancy,
    now: deps.now,
  });
  return {
    name: 'documents',
    routes: (api) => registerDocumentsRoutes(api, { documents, compliance }),
    profileCounts: async (auth) => ({ newDocuments: await documents.countUnopened(auth) }),
  };
}
