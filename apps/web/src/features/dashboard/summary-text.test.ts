import { describe, expect, it } from 'vitest';
import {
  customerNoun,
  customersToStartText,
  missingStepsText,
  dueTicketsText,
  moreText,
  onTimeText,
  openTicketsText,
  overdueDocumentsText,
  siteNoun,
  sitesText,
} from './summary-text.ts';

describe('the dashboard’s figures in words', () => {
  it('says how many tickets are open and late, in the singular and the plural', () => {
    expect(openTicketsText(0, 0)).toBe('Nessuna aperta');
    expect(openTicketsText(1, 0)).toBe('1 aperta');
    expect(openTicketsText(2, 1)).toBe('2 aperte, 1 in ritardo');
  });

  it('gives the on-time share as a whole percentage with its counts', () => {
    expect(onTimeText(0, 0)).toBe('Nessuna risposta recente');
    expect(onTimeText(2, 1)).toBe('Risposte puntuali: 50% (1 su 2)');
    expect(onTimeText(3, 2)).toBe('Risposte puntuali: 67% (2 su 3)');
  });

  it('says what awaits the provider today', () => {
    expect(dueTicketsText(2, 0)).toBe('2 in ritardo');
    expect(dueTicketsText(0, 1)).toBe('1 in scadenza oggi');
    expect(dueTicketsText(1, 3)).toBe('1 in ritardo, 3 in scadenza oggi');
  });

  it('counts overdue invoices and credit notes', () => {
    expect(overdueDocumentsText(0)).toBe('Nessun documento scaduto');
    expect(overdueDocumentsText(1)).toBe('1 documento scaduto');
    expect(overdueDocumentsText(4)).toBe('4 documenti scaduti');
  });

  it('counts sites and what a list left out', () => {
    expect(sitesText(1)).toBe('1 ubicazione');
    expect(sitesText(3)).toBe('3 ubicazioni');
    expect(moreText(20, 20, customerNoun)).toBeNull();
    expect(moreText(20, 21, customerNoun)).toBe('E un altro cliente non elencato.');
    expect(moreText(20, 23, customerNoun)).toBe('E altri 3 clienti non elencati.');
    expect(moreText(20, 21, siteNoun)).toBe('E un’altra ubicazione non elencata.');
    expect(moreText(20, 22, siteNoun)).toBe('E altre 2 ubicazioni non elencate.');
  });
});

describe('missingStepsText', () => {
  it('names what a customer lacks, in order, as one sentence', () => {
    expect(missingStepsText(['jobOrder', 'publishedSite', 'user'])).toBe(
      'Nessuna commessa, nessuna ubicazione pubblicata, nessun utente',
    );
    expect(missingStepsText(['user'])).toBe('Nessun utente');
    expect(customersToStartText(1)).toBe('1 cliente attivo da avviare');
    expect(customersToStartText(3)).toBe('3 clienti attivi da avviare');
  });
});
