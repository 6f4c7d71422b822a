import type { SiteCustomer } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { renderedMarkup, renderedText } from '../../../lib/testing/rendered-text.tsx';
import { UserListFilters } from './user-list-filters.tsx';

const hospital: SiteCustomer = {
  customerCode: 'CL0001',
  name: 'Azienda Ospedaliera Santa Lucia',
  active: true,
  sitesNumber: 18,
  publishedSitesNumber: 15,
};

describe('the users list’s filters', () => {
  it('pick a customer by name, not by a code to remember', () => {
    const ui = <UserListFilters search={{ customerCode: 'CL0001' }} onChange={() => {}} compact={false} />;
    const answers = [[['site-customers', 'CL0001'], [hospital]]] as const;
    expect(renderedText(ui, { answers })).not.toContain('Codice cliente');
    const markup = renderedMarkup(ui, { answers });
    expect(markup).toMatch(/<label[^>]*>Cliente<\/label>/);
    expect(markup).toContain('placeholder="Tutti i clienti" role="combobox"');
  });
});
