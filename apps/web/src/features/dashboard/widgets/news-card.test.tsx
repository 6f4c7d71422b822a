import { describe, expect, it } from 'vitest';
import { renderedText } from '../../../lib/testing/rendered-text.tsx';
import { myNewsQueryOptions } from '../api/news-summary.ts';
import { NewsCard, newsExcerpt } from './news-card.tsx';

const long = `Nei giorni festivi di fine anno le squadre saranno rinforzate. ${'Ogni reparto avrà il suo turno. '.repeat(12)}Fine.`;

describe('the «Novità» card', () => {
  it('shows each news item’s title, day and text, with «Leggi tutto» when it is long', () => {
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
    expect(text).toContain('Nuovo numero verde 01/12/2026 Attivo 24 ore su 24.');
    expect(text).toContain('Festività 01/12/2026 Nei giorni festivi');
    expect(text).not.toContain('Fine.');
    expect(text.match(/Leggi tutto/g)).toHaveLength(1);
  });

  it('is not drawn when no news is addressed to the user', () => {
    expect(renderedText(<NewsCard />, { answers: [[myNewsQueryOptions.queryKey, []]] })).toBe('');
  });

  it('cuts a long text at a space', () => {
    expect(newsExcerpt('Breve.')).toEqual({ text: 'Breve.', cut: false });
    const { text, cut } = newsExcerpt(long);
    expect(cut).toBe(true);
    expect(text.endsWith(' turno.…') || text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(221);
  });
});
