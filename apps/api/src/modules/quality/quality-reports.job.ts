import { hubNotifyNames, romeCalendarDay, type QualityReportProgress } from '@portale/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../plugins/files.ts';
import type { Hub } from '../../plugins/realtime.ts';
import type { BackgroundJob } from '../app-module.ts';
import { html, type TellUser } from '../notifications/index.ts';
import {
  buildReportContent,
  monthLabel,
  type ReportSite,
  type ReportTrendMonth,
} from './quality-report-content.ts';
import { drawReportPdf } from './quality-report-pdf.ts';
import type { QualityReportContentRepository } from './quality-report-content.repository.ts';
import { monthStart, type QualityReportsRepository } from './quality-reports.repository.ts';
import { followingMonth, precedingMonth } from './quality-reports.service.ts';

/** A report left running this long was dropped by an instance that stopped: another takes it up. */
const staleAfterMs = 15 * 60_000;

/** What a failed report says to its readers: never the error itself. */
export const reportFailure =
  'Il rapporto non è stato redatto per un errore interno. Chiedetelo di nuovo più tardi o rivolgetevi all’assistenza.';

/**
 * The monthly reports' background work. At each round: once a month (at the first round of a new month,
 * on every instance: the unique job order and month keep it single) it queues last month's report of
 * every job order with a completed control; then it draws the queued reports one by one, each claimed by
 * one instance. While drawing it sets the progress per site read and pushes it on the hub to whoever
 * asked; a ready report is stored, then told to the customer's readers. A failure is kept on the report
 * in Italian and logged with its cause.
 */
export function createQualityReportsJob(deps: {
  repository: QualityReportsRepository;
  content: QualityReportContentRepository;
  files: Pick<FileStore, 'save'>;
  hub: Pick<Hub, 'notifyUser'>;
  tell: TellUser;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  let queuedMonth: string | null = null;
  let draining: Promise<void> | undefined;
  let again = false;

  const push = (userId: string | null, progress: QualityReportProgress) => {
    if (userId) deps.hub.notifyUser(userId, hubNotifyNames.qualityReportProgress, progress);
  };

  /** Reads, scores and draws one claimed report; returns the stored file's key and size. */
  async function draw(
    report: { id: number; jobOrderId: string; month: string },
    progress: (percent: number) => Promise<void>,
  ) {
    const jobOrder = await deps.content.findJobOrder(report.jobOrderId);
    if (!jobOrder) throw new Error(`job order ${report.jobOrderId} not found`);
    const first = monthStart(report.month);
    const siteList = await deps.content.findSitesOfMonth(report.jobOrderId, first);
    const sites: ReportSite[] = [];
    for (const [index, site] of siteList.entries()) {
      const votes = await deps.content.findVotes(site.siteCode, first);
      const controlIds = [...new Set(votes.map((vote) => vote.controlId))];
      const [rules, followUps] = await Promise.all([
        deps.content.findRules([...new Set(votes.map((vote) => vote.ruleId))]),
        deps.content.findFollowUps(site.siteCode, first, controlIds),
      ]);
      sites.push({ ...site, votes, rules, followUps });
      await progress(Math.round(((index + 1) / (siteList.length + 1)) * 90));
    }
    let firstOfTrend = report.month;
    for (let step = 0; step < 11; step += 1) firstOfTrend = precedingMonth(firstOfTrend);
    const found = await deps.content.findTrend(report.jobOrderId, monthStart(firstOfTrend), first);
    const trend: ReportTrendMonth[] = [];
    for (let month = firstOfTrend; month <= report.month; month = followingMonth(month)) {
      const entry = found.find((row) => row.month === month);
      trend.push({
        month,
        controls: entry?.controls ?? 0,
        compliant: entry?.compliant ?? 0,
        meanScoreThousandths: entry?.meanScoreThousandths ?? null,
      });
    }
    const content = buildReportContent({
      jobOrder,
      month: report.month,
      sites,
      trend,
      drawnOn: romeCalendarDay(deps.now()),
    });
    const bytes = await drawReportPdf(content);
    await progress(95);
    const storageKey = await deps.files.save(Buffer.from(bytes), 'pdf');
    return { storageKey, sizeBytes: bytes.byteLength, customerName: jobOrder.customerName };
  }

  async function tellReaders(report: { jobOrderId: string; month: string }) {
    try {
      const readers = await deps.repository.findReportReaders(report.jobOrderId);
      const month = monthLabel(report.month);
      await deps.tell(
        readers,
        {
          template: html`Il rapporto qualità di ${month} della commessa
            <strong>${report.jobOrderId}</strong> è pronto.`,
          state: 'quality-reports',
          stateParams: {},
          subject: `Rapporto qualità di ${month}: commessa ${report.jobOrderId}`,
          sentence: `Il rapporto mensile sulla qualità di ${month} della commessa ${report.jobOrderId} è pronto da scaricare.`,
          path: '/quality/reports',
          linkLabel: 'Apri i rapporti',
        },
        null,
      );
    } catch (err) {
      deps.log.warn(
        { err, jobOrderId: report.jobOrderId, month: report.month },
        'quality report notice not sent',
      );
    }
  }

  /** Draws every queued report, one at a time; returns how many were claimed. */
  async function drainQueue(): Promise<number> {
    let claimed = 0;
    for (;;) {
      const report = await deps.repository.claimNext(new Date(deps.now().getTime() - staleAfterMs));
      if (!report) return claimed;
      claimed += 1;
      const started = Date.now();
      push(report.requestedByUserId, { reportId: report.id, state: 'running', progressPercent: 0 });
      try {
        const drawn = await draw(report, async (percent) => {
          await deps.repository.setProgress(report.id, percent);
          push(report.requestedByUserId, { reportId: report.id, state: 'running', progressPercent: percent });
        });
        const stored = await deps.repository.markReady(report.id, drawn.storageKey, drawn.sizeBytes);
        deps.log.info(
          {
            reportId: report.id,
            jobOrderId: report.jobOrderId,
            month: report.month,
            ms: Date.now() - started,
          },
          'quality report drawn',
        );
        if (!stored) continue;
        push(report.requestedByUserId, { reportId: report.id, state: 'ready', progressPercent: 100 });
        await tellReaders(report);
      } catch (err) {
        deps.log.error({ err, reportId: report.id, jobOrderId: report.jobOrderId }, 'quality report failed');
        await deps.repository.markFailed(report.id, reportFailure);
        push(report.requestedByUserId, { reportId: report.id, state: 'failed', progressPercent: 0 });
      }
    }
  }

  /** Once a month: last month's report of every job order with a completed control, when it lacks one. */
  async function queueLastMonth() {
    const lastMonth = precedingMonth(romeCalendarDay(deps.now()).slice(0, 7));
    if (queuedMonth === lastMonth) return;
    const queued = await deps.repository.queueMonth(lastMonth);
    queuedMonth = lastMonth;
    if (queued > 0) deps.log.info({ month: lastMonth, queued }, 'monthly quality reports queued');
  }

  /** One round: the monthly queue, then every queued report; never two rounds at once on an instance. */
  const run = () => {
    if (draining) {
      // A report queued while this round ends is taken by one more pass of it.
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        await queueLastMonth();
        await drainQueue();
      } while (again);
    })().finally(() => {
      draining = undefined;
    });
    return draining;
  };

  const job: BackgroundJob = {
    name: 'draw the monthly quality reports',
    intervalMs: 15_000,
    run,
  };

  return {
    job,
    run,
    /** Queues a month's reports of every job order with a completed control; returns how many. */
    queueMonth: (month: string) => deps.repository.queueMonth(month),
    /** Starts a round now, in the background (a request just queued a report). */
    wake() {
      run().catch((err: unknown) => deps.log.warn({ err }, 'quality reports round failed'));
    },
  };
}

export type QualityReportsJob = ReturnType<typeof createQualityReportsJob>;
