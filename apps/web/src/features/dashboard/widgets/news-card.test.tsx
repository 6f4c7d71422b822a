import { describe, expect, it } from 'vitest';
import { renderedText } from '../../../lib/testing/rendered-text.tsx';
import { myNewsQueryOptions } from '../api/news-summary.ts';
import { NewsCard } from './news-card.tsx';

const long = 'Nei giorni festivi di fine anno le squadre saranno rinforzate.';

describe('the «Novità» card', () => {
  it('shows each news item’s title and day, its text behind «Leggi»', () => {
    const text = renderedText(<NewsCard />, {
      answers: [
        [
          myNewsQueryOptions.queryKey,
          [
            {
              id: 1,
              title: 'Nuovo numero verde',
              body: 'Attivo 24 ore su 24.',
              publishFrom: '2026-12-01T07:00:00Z',
            },
            { id: 2, title: 'Festività', body: long, publishFrom: '2026-11-30T23:30:00Z' },
          ],
        ],
      ],
    });
    expect(text).toContain('Novità');
    expect(text).toContain('Nuovo numero verde 01/12/2026 Leggi «Nuovo numero verde»');
    expect(text).toContain('Festività 01/12/2026 Leggi «Festività»');
  });

  it('is not drawn when no news is addressed to the user', () => {
    expect(renderedText(<NewsCard />, { answers: [[myNewsQueryOptions.queryKey, []]] })).toBe('');
  });
});
