import { describe, expect, it } from 'vitest';
import { sitePeriodSentence } from './site-period-sentence.ts';

describe('sitePeriodSentence', () => {
  it('words the saved period for a site not started yet, running or ended', () => {
    const dates = { dateFrom: '2026-03-01', dateTo: '2026-12-31' };
    expect(sitePeriodSentence({ ...dates, status: 'inActivation' })).toBe(
      'L’ubicazione sarà attiva dal 01/03/2026 al 31/12/2026.',
    );
    expect(sitePeriodSentence({ ...dates, status: 'active' })).toBe(
      'L’ubicazione è attiva dal 01/03/2026 al 31/12/2026.',
    );
    expect(sitePeriodSentence({ ...dates, status: 'closed' })).toBe(
      'L’ubicazione è stata attiva dal 01/03/2026 al 31/12/2026.',
    );
  });
});
