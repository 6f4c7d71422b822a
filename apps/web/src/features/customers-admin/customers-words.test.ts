import { describe, expect, it } from 'vitest';
import { customerSearchSchema, jobOrderSearchSchema } from './customers-search.ts';
import {
  deactivationMessage,
  jobOrderPeriod,
  jobOrderStateToday,
  siteFiltersExplanation,
  todayInItaly,
} from './customers-words.ts';

const extended = { dateFrom: '2026-01-01', originalDateTo: '2026-12-31', dateTo: '2027-06-30' };
const plain = { ...extended, dateTo: '2026-12-31' };

describe('the words of customers and job orders', () => {
  it('writes a job order’s period, saying when it was extended', () => {
    expect(jobOrderPeriod(plain)).toBe('Dal 01/01/2026 al 31/12/2026');
    expect(jobOrderPeriod(extended)).toBe(
      'Dal 01/01/2026 al 30/06/2027, prorogata: la fine originaria era il 31/12/2026',
    );
  });

  it('explains how the dates drive the site filters, with the day the extension starts', () => {
    const lines = siteFiltersExplanation(extended);
    expect(lines[0]).toBe(
      'Le ubicazioni della commessa hanno date proprie, comprese dal 01/01/2026 al 30/06/2027: un’ubicazione non può cominciare prima della commessa né finire dopo.',
    );
    expect(lines[2]).toBe(
      '«Prorogate»: le ubicazioni attive dopo la fine originaria della commessa, cioè dal 01/01/2027 in poi.',
    );
    expect(siteFiltersExplanation(plain)[2]).toMatch(
      /per prorogare la commessa sposta in avanti la data di fine/,
    );
  });

  it('says what deactivating does, with the users it shuts out', () => {
    expect(deactivationMessage({ name: 'Comune di Lodi', usersCount: 3 })).toBe(
      '3 utenti del cliente non potranno più accedere al portale: chi è collegato viene disconnesso alla prima azione e l’accesso viene rifiutato. Le ubicazioni di «Comune di Lodi» non vengono più mostrate ai suoi utenti. Nulla viene cancellato: riattivando il cliente tutto torna com’era.',
    );
    expect(deactivationMessage({ name: 'X', usersCount: 0 })).toMatch(/^Il cliente non ha utenti: /);
  });

  it('reads the state of today in Italy', () => {
    expect(todayInItaly(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(jobOrderStateToday(extended, '2027-01-01')).toBe('extended');
  });

  it('keeps in the address bar only the filters that make sense', () => {
    expect(customerSearchSchema.parse({ active: 'inactive', sortBy: 'name', page: 2 })).toEqual({
      active: 'inactive',
      sortBy: 'name',
      page: 2,
    });
    expect(jobOrderSearchSchema.parse({ customerCode: 'CL0001', state: 'prorogata' })).toEqual({
      customerCode: 'CL0001',
    });
  });
});
