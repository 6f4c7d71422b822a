import { describe, expect, it } from 'vitest';
import { cityAddsToName, siteOptionOf, siteWithCity } from './site-label.ts';

describe('siteWithCity', () => {
  it('adds the city after the name', () => {
    expect(siteWithCity('Padiglione A', 'Milano')).toBe('Padiglione A – Milano');
    expect(siteWithCity('Sede direzionale – facciate esterne', 'Bergamo')).toBe(
      'Sede direzionale – facciate esterne – Bergamo',
    );
  });

  it('says the city once when the name already holds it, in any case', () => {
    expect(siteWithCity('Sede legale – Varese', 'Varese')).toBe('Sede legale – Varese');
    expect(siteWithCity('Scuola primaria di CANTÙ', 'Cantù')).toBe('Scuola primaria di CANTÙ');
  });

  it('does not mistake part of a word for the city, and leaves out a city not given', () => {
    expect(siteWithCity('Magazzino Romano', 'Roma')).toBe('Magazzino Romano – Roma');
    expect(siteWithCity('Magazzino', '')).toBe('Magazzino');
    expect(siteWithCity('Magazzino', null)).toBe('Magazzino');
    expect(cityAddsToName('Sede legale – Varese', 'Varese')).toBe(false);
  });
});

describe('siteOptionOf', () => {
  it('says the site’s code once: the autocomplete’s words already hold it', () => {
    expect(siteOptionOf({ id: 'UB000006', value: 'UB000006 – Padiglione A' })).toEqual({
      value: 'UB000006',
      label: 'UB000006 – Padiglione A',
    });
  });
});
