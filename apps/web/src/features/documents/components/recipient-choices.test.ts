import { describe, expect, it } from 'vitest';
import { recipientOf, withRecipient } from './recipient-choices.ts';

const santaLucia = { value: 'CL0001', label: 'Azienda Ospedaliera Santa Lucia dei Colli (CL0001)' };
const comune = { value: 'CL0002', label: 'Comune di Valle Alta (CL0002)' };
const padiglione = { value: 'UB000001', label: 'Padiglione A (UB000001)' };
const prontoSoccorso = { value: 'UB000002', label: 'Pronto Soccorso (UB000002)' };
const pulizie = { value: 'C2024-0001', label: 'C2024-0001 – Pulizie' };

describe('recipientOf', () => {
  it('names the narrowest choice by the words of the options, never by a bare code', () => {
    expect(recipientOf({ customer: santaLucia })).toEqual({
      request: { customerCode: 'CL0001' },
      customerCode: 'CL0001',
      label: 'Tutto il cliente Azienda Ospedaliera Santa Lucia dei Colli (CL0001)',
    });
    expect(recipientOf({ customer: santaLucia, jobOrder: pulizie }).label).toBe(
      'Commessa C2024-0001 – Pulizie · Azienda Ospedaliera Santa Lucia dei Colli (CL0001)',
    );
    expect(recipientOf({ customer: santaLucia, jobOrder: pulizie, site: padiglione })).toMatchObject({
      request: { siteCode: 'UB000001' },
      label: 'Ubicazione Padiglione A (UB000001) · Azienda Ospedaliera Santa Lucia dei Colli (CL0001)',
    });
  });
});

describe('withRecipient', () => {
  const wholeSantaLucia = recipientOf({ customer: santaLucia });
  const site = recipientOf({ customer: santaLucia, site: padiglione });

  it('makes a customer chosen the recipient, and a site chosen next takes the place of the whole customer', () => {
    const customerChosen = withRecipient([], wholeSantaLucia);
    expect(customerChosen).toEqual([wholeSantaLucia]);
    expect(withRecipient(customerChosen, site)).toEqual([site]);
  });

  it('adds more sites and other customers, never the same recipient twice', () => {
    const other = recipientOf({ customer: santaLucia, site: prontoSoccorso });
    const wholeComune = recipientOf({ customer: comune });
    let recipients = withRecipient([], site);
    recipients = withRecipient(recipients, other);
    recipients = withRecipient(recipients, wholeComune);
    recipients = withRecipient(recipients, site);
    expect(recipients.map((recipient) => recipient.request)).toEqual([
      { siteCode: 'UB000001' },
      { siteCode: 'UB000002' },
      { customerCode: 'CL0002' },
    ]);
  });

  it('does not widen a customer back to a whole once one of its sites is chosen', () => {
    expect(withRecipient([site], wholeSantaLucia)).toEqual([site]);
  });
});
