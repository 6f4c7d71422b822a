import { describe, expect, it } from 'vitest';
import { atPercent, validitySentence } from './document-validity.ts';

describe('validitySentence', () => {
  const today = '2026-03-01';

  it('says a document without an end has none', () => {
    expect(validitySentence(null, today)).toBe('Senza scadenza');
  });

  it('counts the days left in the 30 before the end, the last day included', () => {
    expect(validitySentence('2026-03-01', today)).toBe('Scade oggi');
    expect(validitySentence('2026-03-02', today)).toBe('Scade domani');
    expect(validitySentence('2026-03-11', today)).toBe('Scade tra 10 giorni, l’11/03/2026');
    expect(validitySentence('2026-03-31', today)).toBe('Scade tra 30 giorni, il 31/03/2026');
  });

  it('gives the last valid day further away, and the day it ended once past', () => {
    expect(validitySentence('2026-04-01', today)).toBe('Valido fino al 01/04/2026');
    expect(validitySentence('2026-02-28', today)).toBe('Scaduto il 28/02/2026');
    expect(validitySentence('2026-02-08', today)).toBe('Scaduto l’08/02/2026');
  });

  it('counts whole calendar days across a change of summer time', () => {
    expect(validitySentence('2026-03-30', '2026-03-28')).toBe('Scade tra 2 giorni, il 30/03/2026');
  });
});

describe('atPercent', () => {
  it('elides «al» before the numbers read with a vowel', () => {
    expect(atPercent(60)).toBe('al 60%');
    expect(atPercent(100)).toBe('al 100%');
    expect(atPercent(0)).toBe('al 0%');
    expect(atPercent(80)).toBe('all’80%');
    expect(atPercent(83)).toBe('all’83%');
    expect(atPercent(8)).toBe('all’8%');
    expect(atPercent(11)).toBe('all’11%');
    expect(atPercent(1)).toBe('all’1%');
  });
});
