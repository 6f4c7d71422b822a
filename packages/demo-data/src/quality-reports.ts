import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { qualityReports } from '@portale/db';
import { renderDemoDocumentPdf } from './demo-document-pdf.ts';
import { italianMonthOf, type IsoDate } from './dates.ts';
import { stableUuid } from './entity-random.ts';
import type { DemoData } from './rows.ts';

export type QualityReportRow = Omit<Required<typeof qualityReports.$inferInsert>, 'id'>;
/** The demo's monthly quality reports (packages/demo-data/src/quality-reports.ts). */
export type QualityReportsData = { qualityReports: QualityReportRow[] };

/** How many past months have their reports in the demo. */
const demoMonths = 3;

/** The first day of the month `monthsAgo` months before `today`'s. */
function firstOfMonthBefore(today: IsoDate, monthsAgo: number): IsoDate {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - monthsAgo;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

const oneDecimal = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = (thousandths: number) => `${oneDecimal.format(thousandths / 10)}%`;

type ReportSummary = {
  jobOrderId: string;
  customerCode: string;
  description: string;
  sites: Map<string, number[]>;
  compliant: number;
  controls: number;
  scores: number[];
};

/** The month's completed controls, by job order (customer, description, scores by site). */
function summariesOf(
  data: Pick<DemoData, 'qualityControls' | 'sites' | 'jobOrders'>,
  first: IsoDate,
  next: IsoDate,
): ReportSummary[] {
  const jobOrderOf = new Map(data.sites.map((site) => [site.code, site.jobOrderId]));
  const orderOf = new Map(data.jobOrders.map((order) => [order.id, order]));
  const byJobOrder = new Map<string, ReportSummary>();
  for (const control of data.qualityControls) {
    if (control.state !== 'completed' || control.controlDate < first || control.controlDate >= next) continue;
    const jobOrderId = jobOrderOf.get(control.siteCode);
    const order = jobOrderId === undefined ? undefined : orderOf.get(jobOrderId);
    if (!order) continue;
    const summary = byJobOrder.get(order.id) ?? {
      jobOrderId: order.id,
      customerCode: order.customerCode,
      description: order.description,
      sites: new Map<string, number[]>(),
      compliant: 0,
      controls: 0,
      scores: [],
    };
    const score = control.scoreThousandths ?? 0;
    summary.controls += 1;
    if (control.compliant) summary.compliant += 1;
    summary.scores.push(score);
    summary.sites.set(control.siteCode, [...(summary.sites.get(control.siteCode) ?? []), score]);
    byJobOrder.set(order.id, summary);
  }
  return [...byJobOrder.values()].sort((a, b) => a.jobOrderId.localeCompare(b.jobOrderId));
}

const mean = (scores: number[]) => Math.round(scores.reduce((sum, value) => sum + value, 0) / scores.length);

/** The one page of a demo report: the month's figures of the job order and of each site. */
function reportFile(summary: ReportSummary, first: IsoDate, drawnAt: Date, siteNameOf: Map<string, string>) {
  return {
    title: `Rapporto mensile sulla qualità: ${italianMonthOf(first)}`,
    description:
      `Commessa ${summary.jobOrderId}: ${summary.description}. ${summary.controls} controlli completati, ` +
      `conformi ${summary.compliant} su ${summary.controls}, punteggio medio ${percent(mean(summary.scores))}. ` +
      [...summary.sites]
        .map(([siteCode, scores]) => `${siteNameOf.get(siteCode) ?? siteCode}: ${percent(mean(scores))}`)
        .join('; ') +
      '.',
    category: 'Rapporto qualità',
    createdAt: drawnAt,
    closing:
      'Rapporto dimostrativo del Portale Clienti: i rapporti chiesti nel portale sono redatti per intero, ' +
      'con i punteggi per categoria di area, l’andamento dell’anno e le non conformità.',
  };
}

/** Each demo month: its first day, the next month's (when its reports were drawn). */
const demoMonthsBefore = (today: IsoDate) =>
  Array.from({ length: demoMonths }, (_, index) => {
    const monthsAgo = demoMonths - index;
    return { first: firstOfMonthBefore(today, monthsAgo), next: firstOfMonthBefore(today, monthsAgo - 1) };
  });

/**
 * The demo's monthly quality reports: for each of the last three months, the report of every job order
 * with a control completed in it, ready, drawn on the month's next first day. Their files are written
 * by hand like the demo documents' (decision 008: drawing them with pdf-lib at every seed would cost far
 * more), one page naming the month's figures of each site; the portal draws the real ones
 * (quality-reports.job.ts in the API). Last month's are all here, so a server started on the demo
 * queues none.
 */
export function planQualityReports(
  data: Pick<DemoData, 'qualityControls' | 'sites' | 'jobOrders'>,
  today: IsoDate,
): QualityReportsData {
  const siteNameOf = new Map(data.sites.map((site) => [site.code, site.name]));
  const rows: QualityReportRow[] = [];
  for (const { first, next } of demoMonthsBefore(today)) {
    const drawnAt = new Date(`${next}T05:00:00Z`);
    for (const summary of summariesOf(data, first, next)) {
      rows.push({
        jobOrderId: summary.jobOrderId,
        customerCode: summary.customerCode,
        month: first,
        state: 'ready',
        progressPercent: 100,
        storageKey: storageKeyOf(summary.jobOrderId, first),
        sizeBytes: renderDemoDocumentPdf(reportFile(summary, first, drawnAt, siteNameOf)).length,
        failure: null,
        requestedByUserId: null,
        createdAt: drawnAt,
        startedAt: drawnAt,
        completedAt: drawnAt,
      });
    }
  }
  return { qualityReports: rows };
}

const storageKeyOf = (jobOrderId: string, first: IsoDate) =>
  `demo/${stableUuid('quality-report', jobOrderId, first)}.pdf`;

/** Writes the demo reports' files at their storage keys (the same pages planQualityReports measured). */
export async function writeDemoQualityReportFiles(
  filesRoot: string,
  data: Pick<DemoData, 'qualityControls' | 'sites' | 'jobOrders' | 'qualityReports'>,
) {
  const siteNameOf = new Map(data.sites.map((site) => [site.code, site.name]));
  const months = [...new Set(data.qualityReports.map((row) => row.month))];
  await mkdir(path.join(filesRoot, 'demo'), { recursive: true });
  for (const first of months) {
    const next = data.qualityReports.find((row) => row.month === first)!.completedAt!;
    const nextDay = next.toISOString().slice(0, 10);
    for (const summary of summariesOf(data, first, nextDay)) {
      await writeFile(
        path.join(filesRoot, storageKeyOf(summary.jobOrderId, first)),
        renderDemoDocumentPdf(reportFile(summary, first, next, siteNameOf)),
      );
    }
  }
}
