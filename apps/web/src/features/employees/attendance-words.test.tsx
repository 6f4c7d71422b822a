import { describe, expect, it } from 'vitest';
import { renderedText } from '../../lib/testing/rendered-text.tsx';
import { AnomalyBadges, StampingList } from './attendance-words.tsx';
import { CoverageCell } from './coverage-tab.tsx';

const noAnomalies = {
  missingClockOut: 0,
  missingClockIn: 0,
  outsideSiteHours: 0,
  noStamping: 0,
  hoursOffPlan: 0,
};

describe('a week of a site’s coverage', () => {
  it('says the share covered, the hours and the anomalies that happened, by kind', () => {
    const text = renderedText(
      <CoverageCell
        week={{
          weekStart: '2026-11-16',
          plannedMinutes: 53 * 60 + 30,
          coveredMinutes: 53 * 60 + 29,
          anomalies: { ...noAnomalies, missingClockOut: 2, noStamping: 1 },
        }}
      />,
    ).replace(/\u00a0/g, ' ');
    expect(text).toBe('99% coperto 53 h 29 min su 53 h 30 min Uscita mancante: 2 Nessuna timbratura: 1');
  });

  it('says when nothing was planned, and when nothing went wrong', () => {
    expect(renderedText(<CoverageCell week={undefined} />)).toBe('Nessuna ora prevista');
    expect(
      renderedText(
        <CoverageCell
          week={{ weekStart: '2026-11-16', plannedMinutes: 600, coveredMinutes: 600, anomalies: noAnomalies }}
        />,
      ).replace(/\u00a0/g, ' '),
    ).toBe('100% coperto 10 h su 10 h Nessuna anomalia');
  });
});

describe('a day’s stampings', () => {
  it('gives each its time in Italy, a corrected one with the time first received', () => {
    const text = renderedText(
      <StampingList
        day="2026-11-16"
        stampings={[
          { kind: 'in', at: '2026-11-16T05:02:00.000Z', firstAt: '2026-11-16T05:10:00.000Z' },
          { kind: 'out', at: '2026-11-16T23:30:00.000Z', firstAt: null },
        ]}
      />,
    );
    expect(text).toBe('Entrata 06:02 (corretta: prima 06:10) Uscita 17/11/2026 00:30');
  });

  it('says when there is none, and names the anomalies', () => {
    expect(renderedText(<StampingList day="2026-11-16" stampings={[]} />)).toBe('Nessuna timbratura');
    expect(renderedText(<AnomalyBadges anomalies={['missingClockOut', 'hoursOffPlan']} />)).toBe(
      'Uscita mancante Ore lontane dal previsto',
    );
    expect(renderedText(<AnomalyBadges anomalies={[]} />)).toBe('Nessuna');
  });
});
