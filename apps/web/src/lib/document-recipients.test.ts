import type { DocumentAssociation } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { associationText, recipientsLine } from './document-recipients.ts';

const ofCustomer = { customerCode: 'CL0001', customerName: 'Ospedale Maggiore' };
const site = (siteCode: string, siteName: string): DocumentAssociation => ({
  associationId: siteCode,
  ...ofCustomer,
  jobOrderId: 'C2024-0001',
  jobOrderDescription: 'Pulizie',
  siteCode,
  siteName,
});
const jobOrder: DocumentAssociation = {
  associationId: 'j',
  ...ofCustomer,
  jobOrderId: 'C2024-0001',
  jobOrderDescription: 'Pulizie',
  siteCode: null,
  siteName: null,
};
const wholeCustomer: DocumentAssociation = {
  associationId: 'c',
  ...ofCustomer,
  jobOrderId: null,
  jobOrderDescription: null,
  siteCode: null,
  siteName: null,
};

describe('associationText', () => {
  it('names the site, the job order or the whole customer', () => {
    expect(associationText(site('UB000001', 'Padiglione A'))).toBe('Ubicazione Padiglione A');
    expect(associationText(jobOrder)).toBe('Commessa C2024-0001 – Pulizie');
    expect(associationText(wholeCustomer)).toBe('Tutto il cliente Ospedale Maggiore');
  });
});

describe('recipientsLine', () => {
  it('names the one recipient instead of counting it', () => {
    const document = { associations: [site('UB000001', 'Padiglione A')], associationCount: 1 };
    expect(recipientsLine(document, { withCustomer: false })).toBe('Ubicazione Padiglione A');
    expect(recipientsLine(document, { withCustomer: true })).toBe(
      'Ubicazione Padiglione A · Ospedale Maggiore',
    );
  });

  it('names two and counts the others, also those beyond the list’s ten', () => {
    const associations = [site('UB000001', 'Padiglione A'), site('UB000002', 'Pronto Soccorso'), jobOrder];
    expect(recipientsLine({ associations, associationCount: 3 }, { withCustomer: false })).toBe(
      'Ubicazione Padiglione A, Ubicazione Pronto Soccorso e un altro',
    );
    expect(recipientsLine({ associations, associationCount: 14 }, { withCustomer: false })).toBe(
      'Ubicazione Padiglione A, Ubicazione Pronto Soccorso e altri 12',
    );
    expect(
      recipientsLine({ associations: [wholeCustomer], associationCount: 1 }, { withCustomer: true }),
    ).toBe('Tutto il cliente Ospedale Maggiore');
    expect(recipientsLine({ associations: [], associationCount: 0 }, { withCustomer: true })).toBe(
      'Nessun destinatario',
    );
  });
});
