import { describe, expect, it } from 'vitest';
import { daysChartLabel } from './kiosk-words.ts';

describe('what the chart of the days says to a screen reader', () => {
  it('names the days with votes and the lowest, with its votes', () => {
    expect(
      daysChartLabel([
        { day: '2026-10-02', index: 81, votes: 40 },
        { day: '2026-10-03', index: 58, votes: 12 },
        { day: '2026-10-04', index: 90, votes: 1 },
      ]),
    ).toBe('Indice e voti per giorno: 3 giorni con voti; il più basso 03/10/2026 con indice 58 (12 voti)');
  });

  it('says when there are no votes', () => {
    expect(daysChartLabel([])).toBe('Indice e voti per giorno: nessun voto');
  });
});
