import { describe, expect, it } from 'vitest';
import {
  serviceFieldName,
  serviceFormSchema,
  siteDatesFieldName,
  siteDatesFormSchema,
  siteFeesFieldName,
  siteFeesFormSchema,
  toSaveFeesBody,
  type SiteFeesFormValues,
} from './site-editor-forms.ts';

const site = { dateFrom: '2025-01-01', dateTo: '2025-12-31' };

const feesValues = (items: SiteFeesFormValues['feeSplit']['items']): SiteFeesFormValues => ({
  feeFormula: 'flat_per_square_metre',
  weekLength: '6',
  holidaysAreWorkingDays: false,
  monthDuration: 'calendar',
  patronDay: '',
  patronMonth: '',
  feeSplit: { endDate: '2025-12-31', items },
});

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('siteFeesFormSchema', () => {
  it('puts an overlapping period under its start date and asks for the formula', () => {
    const values = {
      ...feesValues([
        { startDate: '2025-01-01', fee: 1000, notes: '' },
        { startDate: '2025-01-01', fee: 1100, notes: '' },
      ]),
      feeFormula: null,
    };
    expect(issuesOf(siteFeesFormSchema(site).safeParse(values))).toEqual([
      ['feeFormula', 'Scegli la formula di calcolo'],
      ['feeSplit.items.1.startDate', 'Il periodo si sovrappone al precedente'],
    ]);
  });

  it('becomes the save-fees body with the week length as a number', () => {
    const values = feesValues([{ startDate: '2025-01-01', fee: 1000, notes: 'Canone' }]);
    const parsed = siteFeesFormSchema(site).parse(values);
    expect(toSaveFeesBody(parsed)).toEqual({
      endDate: '2025-12-31',
      items: [{ startDate: '2025-01-01', fee: 1000, notes: 'Canone' }],
      feeFormula: 'flat_per_square_metre',
      weekLength: 6,
      holidaysAreWorkingDays: false,
      monthDuration: 'calendar',
      patronSaintDay: null,
    });
  });

  it('saves the patron saint’s day and month as MM-DD, and refuses half of it or a day the month lacks', () => {
    const values = feesValues([{ startDate: '2025-01-01', fee: 1000, notes: '' }]);
    const schema = siteFeesFormSchema(site);
    expect(
      toSaveFeesBody(schema.parse({ ...values, patronDay: '7', patronMonth: '12' })).patronSaintDay,
    ).toBe('12-07');
    expect(issuesOf(schema.safeParse({ ...values, patronDay: '7' }))).toEqual([
      ['patronMonth', 'Scegli sia il giorno sia il mese'],
    ]);
    expect(issuesOf(schema.safeParse({ ...values, patronDay: '31', patronMonth: '4' }))).toEqual([
      ['patronDay', 'Il giorno del santo patrono non è un giorno dell’anno'],
    ]);
    expect(siteFeesFieldName('body.patronSaintDay')).toBe('patronDay');
  });
});

describe('serviceFormSchema', () => {
  const service = {
    serviceName: 'Pulizia vetrate',
    frequency: 'monthly',
    from: '2025-03-01',
    to: '2025-06-30',
    hasOwnFee: false,
    feeSplit: { endDate: '', items: [{ startDate: '', fee: '' as const, notes: '' }] },
  };

  it('ignores the fee split of a service without a fee of its own', () => {
    expect(serviceFormSchema(site).safeParse(service).success).toBe(true);
  });

  it("keeps the service inside the site's dates and its fee split inside the service's", () => {
    const values = {
      ...service,
      to: '2026-02-01',
      hasOwnFee: true,
      feeSplit: { endDate: '2026-02-01', items: [{ startDate: '2025-02-01', fee: 90, notes: '' }] },
    };
    expect(issuesOf(serviceFormSchema(site).safeParse(values))).toEqual([
      ['to', 'Il servizio non può finire dopo l’ubicazione (31/12/2025)'],
      ['feeSplit.items.0.startDate', 'Il periodo inizia prima dell’inizio del servizio (01/03/2025)'],
    ]);
  });
});

describe('siteDatesFormSchema', () => {
  it("keeps the site inside its job order's dates", () => {
    const schema = siteDatesFormSchema({ from: '2024-11-21', to: '2029-11-20' });
    expect(issuesOf(schema.safeParse({ dateFrom: '2024-01-01', dateTo: '2023-12-31' }))).toEqual([
      ['dateTo', 'La data di fine precede la data d’inizio'],
      ['dateFrom', 'L’ubicazione non può iniziare prima della commessa (21/11/2024)'],
    ]);
  });
});

describe('server field names', () => {
  it('place the 400 of save-fees on the fee split and the settings', () => {
    expect(siteFeesFieldName('body.items.2.startDate')).toBe('feeSplit.items.2.startDate');
    expect(siteFeesFieldName('body.endDate')).toBe('feeSplit.endDate');
    expect(siteFeesFieldName('body.feeFormula')).toBe('feeFormula');
    expect(siteFeesFieldName('params.siteCode')).toBeNull();
  });

  it('place the 400 of a service and of the dates on their fields', () => {
    expect(serviceFieldName('body.feeSplit.items.0.fee')).toBe('feeSplit.items.0.fee');
    expect(serviceFieldName('body.to')).toBe('to');
    expect(serviceFieldName('body.siteServiceId')).toBeNull();
    expect(siteDatesFieldName('body.dateFrom')).toBe('dateFrom');
    expect(siteDatesFieldName('params.siteCode')).toBeNull();
  });
});
