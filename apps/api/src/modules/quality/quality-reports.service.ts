import {
  allows,
  qualityAccess,
  romeCalendarDay,
  type NewQualityReport,
  type QualityReportListQuery,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { FileStore } from '../../plugins/files.ts';
import { siteScopeOf } from '../tenancy/index.ts';
import { monthStart, type QualityReportsRepository } from './quality-reports.repository.ts';

const { rules } = qualityAccess;

/** The month after a `YYYY-MM`. */
export function followingMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** The month before a `YYYY-MM`. */
export function precedingMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/**
 * The monthly reports' rules: who reads them (qualityAccess.rules.reports: customers with quality
 * reports within the job orders they reach, staff with survey), their files, and the requests. A
 * customer may ask for a month that has no report yet, or whose report failed (what the monthly queue
 * missed: a month with controls recorded late); staff may also have a ready one drawn again (after a
 * control was corrected). A report queued or being drawn is answered as it is: the job is single per
 * report.
 */
export function createQualityReportsService(deps: {
  repository: QualityReportsRepository;
  files: Pick<FileStore, 'open' | 'remove'>;
  /** Wakes the background job, so a request starts at once rather than at its next round. */
  wake: () => void;
  now: () => Date;
}) {
  const { repository } = deps;
  const assertReader = (auth: AuthContext) => {
    if (!allows(rules.reports, auth)) throw new AppError('FORBIDDEN');
    return siteScopeOf(auth);
  };

  return {
    async list(auth: AuthContext, query: QualityReportListQuery) {
      return repository.list(assertReader(auth), query);
    },

    async jobOrders(auth: AuthContext, search: string | undefined) {
      return repository.findJobOrders(assertReader(auth), search);
    },

    async openFile(auth: AuthContext, reportId: number) {
      const report = await repository.find(assertReader(auth), reportId);
      if (!report) throw new AppError('QUALITY_REPORT_NOT_FOUND');
      if (report.state !== 'ready' || !report.storageKey) throw new AppError('QUALITY_REPORT_NOT_READY');
      const file = await deps.files.open(report.storageKey);
      if (!file) throw new AppError('QUALITY_REPORT_NOT_FOUND');
      return {
        ...file,
        contentType: 'application/pdf',
        filename: `Rapporto qualità ${report.jobOrderId} ${report.month}.pdf`,
      };
    },

    async request(auth: AuthContext, body: NewQualityReport) {
      const scope = assertReader(auth);
      const jobOrder = await repository.findJobOrder(scope, body.jobOrderId);
      if (!jobOrder) throw new AppError('QUALITY_REPORT_NOT_FOUND');
      const current = romeCalendarDay(deps.now()).slice(0, 7);
      const invalid = (message: string) =>
        new AppError('QUALITY_REPORT_NOT_VALID', { fields: [{ path: 'month', message }] });
      if (body.month > current) throw invalid('Il mese non è ancora cominciato');
      if (
        monthStart(body.month) > jobOrder.dateTo ||
        monthStart(followingMonth(body.month)) <= jobOrder.dateFrom
      )
        throw invalid('Il mese è fuori dal periodo della commessa');
      const before = await repository.findOfMonth(body.jobOrderId, body.month);
      const report = await repository.queue(
        {
          jobOrderId: jobOrder.id,
          customerCode: jobOrder.customerCode,
          month: body.month,
          userId: auth.userId,
        },
        auth.kind === 'staff' ? ['ready', 'failed'] : ['failed'],
      );
      if (!report) throw new AppError('QUALITY_REPORT_NOT_FOUND');
      // A report drawn again forgets its former file.
      if (before?.storageKey && report.state === 'queued') await deps.files.remove([before.storageKey]);
      if (report.state === 'queued') deps.wake();
      return report;
    },
  };
}

export type QualityReportsService = ReturnType<typeof createQualityReportsService>;
