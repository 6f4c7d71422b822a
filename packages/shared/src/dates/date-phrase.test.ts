import { describe, expect, it } from 'vitest';
import { datePhrase } from './date-phrase.ts';

describe('datePhrase', () => {
  it('elides before the days read aloud with a vowel: otto and undici', () => {
    expect(datePhrase('Dal', '11/07/2025')).toBe('Dall’11/07/2025');
    expect(datePhrase('dal', '08/07/2025')).toBe('dall’08/07/2025');
    expect(datePhrase('al', '11/08/2025')).toBe('all’11/08/2025');
    expect(datePhrase('fino al', '08/01/2026 10:15')).toBe('fino all’08/01/2026 10:15');
    expect(datePhrase('Fino al', '11/01/2026')).toBe('Fino all’11/01/2026');
    expect(datePhrase('il', '08/03/2026 09:30')).toBe('l’08/03/2026 09:30');
    expect(datePhrase('Il', '11/03/2026')).toBe('L’11/03/2026');
    expect(datePhrase('del', '11/03/2026')).toBe('dell’11/03/2026');
    expect(datePhrase('nel', '08/03/2026')).toBe('nell’08/03/2026');
    expect(datePhrase('sul', '11/03/2026')).toBe('sull’11/03/2026');
  });

  it('keeps the article whole before the other days: primo, diciotto, ventotto', () => {
    expect(datePhrase('Dal', '01/07/2025')).toBe('Dal 01/07/2025');
    expect(datePhrase('al', '18/07/2025')).toBe('al 18/07/2025');
    expect(datePhrase('fino al', '28/02/2026')).toBe('fino al 28/02/2026');
    expect(datePhrase('il', '18/03/2026')).toBe('il 18/03/2026');
    expect(datePhrase('dal', '31/12/2025')).toBe('dal 31/12/2025');
  });
});
