import { describe, expect, it } from 'vitest';
import { renderedMarkup, renderedText } from '../../lib/testing/rendered-text.tsx';
import { contactsSearchSchema } from './contacts-search.ts';
import { ContactSiteFilter } from './contact-site-filter.tsx';

const sites = [
  { id: 'UB000001', value: 'UB000001 – Padiglione A', computedEndDate: null },
  { id: 'UB000002', value: 'UB000002 – Padiglione B', computedEndDate: null },
];

describe('the contacts’ site filter', () => {
  it('offers the user’s sites by name and shows the one chosen', () => {
    const ui = <ContactSiteFilter siteCode="UB000002" onChange={() => {}} />;
    const answers = [[['customer-site-options', ''], sites]] as const;
    expect(renderedText(ui, { answers })).toContain('Ubicazione');
    expect(renderedMarkup(ui, { answers })).toContain('value="UB000002 – Padiglione B"');
  });

  it('keeps the site in the address bar, so a link or a reload shows the same people', () => {
    expect(contactsSearchSchema.parse({ query: 'capo', siteCode: 'UB000002' })).toEqual({
      query: 'capo',
      siteCode: 'UB000002',
    });
  });
});
