import type { SiteDetail } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { renderedText } from '../../../lib/testing/rendered-text.tsx';
import { SiteFeesTab } from './site-fees-tab.tsx';

const feeSettings: SiteDetail['feeSettings'] = {
  feeFormula: 'equivalent_square_metres',
  weekLength: 5,
  holidaysAreWorkingDays: false,
  monthDuration: 'calendar',
  patronSaintDay: '12-07',
};
const currentMonthFee = {
  year: 2026,
  month: 12,
  fee: 1000,
  fullMonthFee: 1000,
  workingDays: 20,
  openWorkingDays: 20,
};
const site = { feeSettings, currentMonthFee, feeSplit: null, siteServices: [] };

describe('SiteFeesTab', () => {
  it('shows how the fee is counted, the patron saint’s day included', () => {
    const text = renderedText(<SiteFeesTab site={site} />);
    expect(text).toContain('Canone di dicembre 2026');
    expect(text).toContain('Settimana lavorativa 5 giorni');
    expect(text).toContain('Santo patrono 7 dicembre');
  });

  it('says when the site has no patron saint', () => {
    const text = renderedText(
      <SiteFeesTab site={{ ...site, feeSettings: { ...feeSettings, patronSaintDay: null } }} />,
    );
    expect(text).toContain('Santo patrono Nessuno');
  });
});
