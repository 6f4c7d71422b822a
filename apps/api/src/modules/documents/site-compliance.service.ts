import {
  romeCalendarDay,
  sitesAccess,
  type ComplianceItem,
  type ComplianceState,
  type SiteCompliance,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { Tenancy } from '../tenancy/index.ts';
import { validityOn } from './document-validity.ts';
import type { ComplianceDocumentRow, SiteComplianceRepository } from './site-compliance.repository.ts';

const stateOf = (document: ComplianceDocumentRow | null, today: string): ComplianceState => {
  if (!document) return 'missing';
  const validity = validityOn(document.validUntil, today);
  return validity === 'expiring' || validity === 'expired' ? validity : 'present';
};

/**
 * A site's checklist: the categories its job order requires, each met by the site's documents (of the
 * site, of its job order and of its customer as a whole), and the share that is met. Whoever may open
 * the site's documents tab may open it (sub-role documents; staff with sites or documents).
 */
export function createSiteComplianceService(deps: {
  compliance: SiteComplianceRepository;
  tenancy: Tenancy;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async checklist(auth: AuthContext, siteCode: string): Promise<SiteCompliance> {
      const site = await deps.tenancy.findVisibleSite(auth, siteCode, sitesAccess.rules.documents);
      const today = romeCalendarDay(now());
      const [heading, rows] = await Promise.all([
        deps.compliance.findSiteHeading(site.siteCode),
        deps.compliance.findChecklist({ ...site, jobOrderId: site.jobTaskId }),
      ]);
      if (!heading) throw new AppError('SITE_NOT_FOUND');
      const items: ComplianceItem[] = rows.map((row) => ({
        category: row.category,
        state: stateOf(row.document, today),
        document: row.document,
      }));
      const satisfiedCount = items.filter(
        (item) => item.state === 'present' || item.state === 'expiring',
      ).length;
      return {
        siteCode: site.siteCode,
        siteName: heading.siteName,
        jobOrderId: site.jobTaskId,
        jobOrderDescription: heading.jobOrderDescription,
        items,
        requiredCount: items.length,
        satisfiedCount,
        percentage: items.length === 0 ? null : Math.floor((satisfiedCount * 100) / items.length),
      };
    },
  };
}

export type SiteComplianceService = ReturnType<typeof createSiteComplianceService>;
