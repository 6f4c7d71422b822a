import { describe, expect, it } from 'vitest';
import { toName } from './a-or-ad.ts';

describe('toName', () => {
  it('writes «ad» before a name beginning with a, «a» before any other', () => {
    expect(toName('Azienda Ospedaliera Santa Lucia')).toBe('ad Azienda Ospedaliera Santa Lucia');
    expect(toName('ASL Varese')).toBe('ad ASL Varese');
    expect(toName('Ospedale Maggiore')).toBe('a Ospedale Maggiore');
    expect(toName('Comune di Milano')).toBe('a Comune di Milano');
  });
});
