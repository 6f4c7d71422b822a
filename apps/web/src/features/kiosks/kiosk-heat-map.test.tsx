import { describe, expect, it } from 'vitest';
import { renderedMarkup, renderedText } from '../../lib/testing/rendered-text.tsx';
import { KioskHeatMap } from './kiosk-heat-map.tsx';
import { indexWithVotes, votesText } from './kiosk-words.ts';

const hours = [
  { weekday: 1, hour: 8, votes: 12, index: 78 },
  { weekday: 1, hour: 9, votes: 1, index: 100 },
  { weekday: 7, hour: 12, votes: 3, index: 22 },
];

describe('the kiosks’ heat map', () => {
  it('gives every hour with votes its index and its votes, in words for a screen reader', () => {
    const text = renderedText(<KioskHeatMap hours={hours} />);
    expect(text).toContain('Lunedì');
    expect(text).toContain('78 12 , 12 voti');
    expect(text).toContain('100 1 , 1 voto');
    expect(text).toContain('Domenica');
    expect(text).toContain('22 3 , 3 voti');
    expect(text).toContain('nessun voto');
  });

  it('shows the hours from the first to the last with votes, and colours only what the number says', () => {
    const markup = renderedMarkup(<KioskHeatMap hours={hours} />, { screen: 'wide' });
    expect(markup.match(/<th[^>]*scope="col"/g)).toHaveLength(1 + 5);
    expect(markup).toContain('var(--mantine-color-red-2)');
    expect(markup).toContain('var(--mantine-color-teal-2)');
  });
});

describe('the kiosks’ words', () => {
  it('never writes an index without its votes', () => {
    expect(indexWithVotes(73, 5)).toBe('73 (5 voti)');
    expect(indexWithVotes(100, 1)).toBe('100 (1 voto)');
    expect(indexWithVotes(null, 0)).toBe('– (nessun voto)');
    expect(votesText(1234)).toBe('1.234 voti');
  });
});
