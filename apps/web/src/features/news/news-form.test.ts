import { describe, expect, it } from 'vitest';
import { italianErrorMap } from '../../lib/form-errors.ts';
import { newsFormSchema, newsFormValues, toNewsFields, type NewsFormValues } from './news-form.ts';

const valid: NewsFormValues = {
  ...newsFormValues(null, new Date('2026-12-01T09:15:00Z')),
  title: 'Nuovo numero verde',
  body: 'Le urgenze si segnalano anche al numero verde.',
};

/** The form's messages by field, as the user reads them. */
const messages = (values: Partial<NewsFormValues>) => {
  const result = newsFormSchema.safeParse({ ...valid, ...values }, { error: italianErrorMap });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('the news form', () => {
  it('starts now, in Italy, for every customer, until withdrawn', () => {
    expect(newsFormValues(null, new Date('2026-12-01T09:15:00Z'))).toMatchObject({
      audience: 'ALL',
      fromDay: '2026-12-01',
      fromTime: '10:15',
      toDay: '',
    });
    expect(messages({})).toEqual({});
  });

  it('asks for a title, a text within its length, and whom it is for', () => {
    expect(messages({ title: '  ', body: 'x'.repeat(2001) })).toEqual({
      title: 'Campo richiesto',
      body: 'Inserisci al massimo 2000 caratteri',
    });
    expect(messages({ audience: 'CUSTOMERS' })).toEqual({ customerCodes: 'Scegli almeno un cliente' });
    expect(messages({ audience: 'JOB_ORDERS', customerCodes: ['CL0001'] })).toEqual({
      jobOrderIds: 'Scegli almeno una commessa',
    });
  });

  it('wants the end after the start, and a time written as a clock shows it', () => {
    expect(messages({ toDay: '2026-12-01', toTime: '10:00' })).toEqual({
      toDay: 'La fine della pubblicazione deve venire dopo l’inizio',
    });
    expect(messages({ fromTime: '9.30' })).toEqual({ fromTime: 'Scrivi l’ora come 09:30' });
    expect(messages({ toDay: '2026-12-31', toTime: '' })).toEqual({ toTime: 'Scrivi l’ora come 09:30' });
  });

  it('sends the window as instants and only the list of the audience chosen', () => {
    expect(
      toNewsFields({
        ...valid,
        audience: 'CUSTOMERS',
        customerCodes: ['CL0001'],
        jobOrderIds: ['X'],
        toDay: '2026-12-31',
        toTime: '22:00',
      }),
    ).toMatchObject({
      customerCodes: ['CL0001'],
      jobOrderIds: [],
      publishFrom: '2026-12-01T09:15:00.000Z',
      publishTo: '2026-12-31T21:00:00.000Z',
    });
  });
});
