import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  buildReportContent,
  compliantShare,
  monthLabel,
  percentOfThousandths,
  type ReportInput,
  type ReportVote,
} from './quality-report-content.ts';
import { winAnsiText } from '../../plugins/pdf-text.ts';
import { drawReportPdf } from './quality-report-pdf.ts';

const rules = {
  weights: [
    { ruleId: 1, elementCode: 'pavimenti', weight: 3 },
    { ruleId: 1, elementCode: 'sanitari', weight: 4 },
  ],
  levels: [
    { ruleId: 1, areaCategoryId: 10, lqaThousandths: 800 },
    { ruleId: 1, areaCategoryId: 20, lqaThousandths: 850 },
  ],
};

const vote = (over: Partial<ReportVote>): ReportVote => ({
  controlId: 1,
  controlDate: '2026-10-07',
  ruleId: 1,
  roomId: 100,
  identifier: 'A01',
  roomName: 'Ufficio',
  areaCategoryId: 10,
  areaCategoryName: 'Uffici',
  elementCode: 'pavimenti',
  elementName: 'Pavimenti',
  vote: 4,
  note: null,
  ...over,
});

/** One site, two controls: the first all good, the second with a toilet failing (A = 7, B = 4). */
function input(extraRooms = 0): ReportInput {
  const votes: ReportVote[] = [
    vote({}),
    vote({ controlId: 2, controlDate: '2026-10-21' }),
    vote({
      controlId: 2,
      controlDate: '2026-10-21',
      roomId: 101,
      identifier: 'B02',
      roomName: 'Bagno piano terra',
      areaCategoryId: 20,
      areaCategoryName: 'Servizi igienici',
      elementCode: 'sanitari',
      elementName: 'Sanitari',
      vote: 2,
      note: 'Calcare sui rubinetti',
    }),
    vote({
      controlId: 2,
      controlDate: '2026-10-21',
      roomId: 101,
      identifier: 'B02',
      roomName: 'Bagno piano terra',
      areaCategoryId: 20,
      areaCategoryName: 'Servizi igienici',
      vote: 3,
    }),
  ];
  for (let index = 0; index < extraRooms; index += 1) {
    votes.push(
      vote({
        controlId: 2,
        controlDate: '2026-10-21',
        roomId: 1000 + index,
        identifier: `C${index}`,
        roomName: `Corridoio ${index} con un nome piuttosto lungo`,
        vote: 1,
        note: 'Polvere negli angoli e sotto gli arredi, da ripassare',
      }),
    );
  }
  return {
    jobOrder: {
      id: 'CO0001',
      description: 'Pulizie sedi',
      customerCode: 'CL0001',
      customerName: 'Alfa S.p.A.',
    },
    month: '2026-10',
    drawnOn: '2026-11-01',
    sites: [
      {
        siteCode: 'UB000001',
        siteName: 'Sede centrale',
        votes,
        rules,
        followUps: {
          tickets: [
            {
              code: 'T-2026-000042',
              room: 'B02 · Bagno piano terra',
              state: 'IN_CHARGE',
              createdAt: new Date('2026-10-22T08:00:00Z'),
            },
          ],
          rechecks: [],
        },
      },
    ],
    trend: [
      { month: '2026-09', controls: 0, compliant: 0, meanScoreThousandths: null },
      { month: '2026-10', controls: 2, compliant: 1, meanScoreThousandths: 786 },
    ],
  };
}

describe('the monthly quality report', () => {
  it('writes months, percentages and shares as Italians read them', () => {
    expect(monthLabel('2026-10')).toBe('ottobre 2026');
    expect(monthLabel('2027-01')).toBe('gennaio 2027');
    expect(percentOfThousandths(875)).toBe('87,5%');
    expect(percentOfThousandths(900)).toBe('90,0%');
    expect(compliantShare(4, 5)).toBe('4 su 5 (80,0%)');
    expect(compliantShare(0, 0)).toBe('—');
  });

  it('scores each site and area category by the shared rule and follows up the non-conformities', () => {
    const content = buildReportContent(input());
    expect(content.title).toBe('Rapporto mensile sulla qualità: ottobre 2026');
    expect(content.facts).toContain('Commessa CO0001: Pulizie sedi');
    const tables = content.blocks.filter((block) => block.kind === 'table');
    // Control 1: 1000‰; control 2: A = 3 + 4 + 3 = 10, B = 4, 600‰, non-compliant: mean 800‰, 1 of 2.
    expect(tables[0]?.rows).toEqual([['Sede centrale (UB000001)', '2', '80,0%', '1 su 2 (50,0%)']]);
    // Uffici: 1000‰ twice; Servizi igienici: A = 7, B = 4 → 3/7 = 428,6 → 429‰, below its LQA of 85%.
    expect(tables[1]?.rows).toEqual([
      ['Servizi igienici', '85,0%', '1', '42,9%', '0 su 1 (0,0%)'],
      ['Uffici', '80,0%', '2', '100,0%', '2 su 2 (100,0%)'],
    ]);
    expect(tables[2]?.rows.map((row) => row.slice(0, 4))).toEqual([
      ['settembre 2026', '0', '—', '—'],
      ['ottobre 2026', '2', '1 su 2 (50,0%)', '78,6%'],
    ]);
    expect(tables[3]?.rows).toEqual([
      [
        'Sede centrale, 21/10/2026',
        'B02 · Bagno piano terra',
        'Servizi igienici',
        'Sanitari (2)',
        'Sanitari: Calcare sui rubinetti',
        'Segnalazione T-2026-000042 (presa in carico)',
      ],
    ]);
  });

  it('says when a non-conformity had no follow-up', () => {
    const withoutTickets = input();
    withoutTickets.sites[0]!.followUps.tickets = [];
    const table = buildReportContent(withoutTickets).blocks.filter((block) => block.kind === 'table')[3];
    expect(table?.rows[0]?.[5]).toBe('nessun seguito registrato');
  });

  it('draws an A4 PDF that opens, one page for a small month and more, numbered, for a long one', async () => {
    const small = await PDFDocument.load(await drawReportPdf(buildReportContent(input())));
    expect(small.getPageCount()).toBe(1);
    expect(small.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(small.getTitle()).toBe('Rapporto mensile sulla qualità: ottobre 2026');
    const long = await PDFDocument.load(await drawReportPdf(buildReportContent(input(120))));
    expect(long.getPageCount()).toBeGreaterThan(3);
  });

  it('writes only what the standard fonts can', () => {
    expect(winAnsiText('Qualità 1 − B/A: 90 € — ok\n✓')).toBe('Qualità 1 - B/A: 90 € — ok ?');
  });
});
