import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from './generate.ts';
import { writeDemoQualityReportFiles } from './quality-reports.ts';

const today = '2026-03-15';
const demo = generateDemoData({ scale: 1, today });

describe('demo quality reports', () => {
  it('has last month’s report of every job order with a control completed in it, so none is queued at start', () => {
    const jobOrderOf = new Map(demo.sites.map((site) => [site.code, site.jobOrderId]));
    const withControls = new Set(
      demo.qualityControls
        .filter((control) => control.state === 'completed' && control.controlDate.startsWith('2026-02'))
        .map((control) => jobOrderOf.get(control.siteCode)),
    );
    const reported = demo.qualityReports.filter((report) => report.month === '2026-02-01');
    expect(withControls.size).toBeGreaterThan(0);
    expect(new Set(reported.map((report) => report.jobOrderId))).toEqual(withControls);
    expect(new Set(demo.qualityReports.map((report) => report.month))).toEqual(
      new Set(['2025-12-01', '2026-01-01', '2026-02-01']),
    );
    expect(demo.qualityReports.every((report) => report.state === 'ready')).toBe(true);
  });

  it('writes each report’s one-page PDF with the size its row says', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'demo-quality-reports-'));
    try {
      await writeDemoQualityReportFiles(root, demo);
      for (const report of demo.qualityReports.slice(0, 10)) {
        const bytes = await readFile(path.join(root, report.storageKey!));
        expect(bytes.length).toBe(report.sizeBytes);
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(bytes.toString('latin1')).toContain('Rapporto mensile sulla qualit');
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
