import { createTicketRequestSchema, loginRequestSchema, newUserRequestSchema } from '@portale/shared';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client.ts';
import { focusFirstError, italianErrorMap, serverFieldErrors } from './form-errors.ts';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value, { error: italianErrorMap });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('italianErrorMap', () => {
  it('asks for the login fields when they are empty or blank', () => {
    expect(messagesOf(loginRequestSchema, { username: '   ', password: '' })).toEqual([
      'Campo richiesto',
      'Campo richiesto',
    ]);
    expect(messagesOf(loginRequestSchema, {})).toEqual(['Campo richiesto', 'Campo richiesto']);
  });

  it('states length limits in Italian', () => {
    expect(messagesOf(z.string().min(8), 'corta')).toEqual(['Inserisci almeno 8 caratteri']);
    expect(messagesOf(loginRequestSchema.shape.username, 'x'.repeat(65))).toEqual([
      'Inserisci al massimo 64 caratteri',
    ]);
  });

  it('asks for any required field left empty, whatever the check it fails', () => {
    const ticket = {
      urgency: 'MEDIUM',
      subject: 'Luci accese',
      description: 'Da ieri sera',
      siteCode: 'UB000001',
    };
    // A select with no choice: the type of ticket.
    expect(messagesOf(createTicketRequestSchema, ticket)).toEqual(['Campo richiesto']);
    expect(messagesOf(z.enum(['a', 'b']), '')).toEqual(['Campo richiesto']);
    // A username, whose rule is a pattern: a form shows the first message of a field.
    expect(messagesOf(newUserRequestSchema.shape.username, '  ')[0]).toBe('Campo richiesto');
    expect(messagesOf(z.number(), undefined)).toEqual(['Campo richiesto']);
    expect(messagesOf(z.array(z.number()).min(1), [])).toEqual(['Campo richiesto']);
  });

  it('calls a value given but wrong by what is wrong with it', () => {
    expect(messagesOf(z.enum(['a', 'b']), 'c')).toEqual(['Valore non valido']);
    expect(messagesOf(z.array(z.number()).min(2), [1])).toEqual(['Scegli almeno 2 voci']);
    expect(messagesOf(z.number().min(1), 0)).toEqual(['Il valore minimo è 1']);
  });

  it('names an invalid email address', () => {
    expect(messagesOf(z.email(), 'giulia@')).toEqual(['Indirizzo email non valido']);
  });
});

describe('serverFieldErrors', () => {
  const badRequest = (fields: { path: string; message: string }[]) =>
    new ApiError({
      message: 'Supplied data not valid',
      status: 400,
      body: { code: 'SITE_SUPPLIED_DATA_NOT_VALID', fields },
    });
  const bodyField = (path: string) => (path.startsWith('body.') ? path.slice('body.'.length) : null);

  it('puts each rule on the field of the form it names, the first message per field', () => {
    const error = badRequest([
      { path: 'body.items.1.startDate', message: 'Il periodo si sovrappone al precedente' },
      { path: 'body.items.1.startDate', message: 'Il periodo inizia dopo la fine del servizio' },
      { path: 'body.endDate', message: 'La data di fine supera la fine del servizio' },
    ]);

    expect(serverFieldErrors(error, bodyField)).toEqual({
      placed: [
        { name: 'items.1.startDate', message: 'Il periodo si sovrappone al precedente' },
        { name: 'endDate', message: 'La data di fine supera la fine del servizio' },
      ],
      unplaced: [],
    });
  });

  it('keeps the messages of paths the form has no field for', () => {
    const error = badRequest([{ path: 'params.siteCode', message: 'Codice non valido' }]);
    expect(serverFieldErrors(error, bodyField)).toEqual({ placed: [], unplaced: ['Codice non valido'] });
  });

  it('finds nothing in an error without fields or that is not an API error', () => {
    expect(serverFieldErrors(new Error('boom'), bodyField)).toEqual({ placed: [], unplaced: [] });
    expect(serverFieldErrors(badRequest([]), bodyField)).toEqual({ placed: [], unplaced: [] });
  });
});

describe('italianErrorMap on dates', () => {
  it('asks for an empty date rather than calling its format wrong', () => {
    expect(messagesOf(z.iso.date(), '')).toEqual(['Campo richiesto']);
    expect(messagesOf(z.iso.date(), '2026-02-30')).toEqual(['Formato non valido']);
  });
});

describe('focusFirstError', () => {
  const field = () => ({ current: { focus: vi.fn() } as unknown as HTMLElement });

  it('focuses the first field in error in the order given, and says there was one', () => {
    const [customers, subject, text] = [field(), field(), field()];
    expect(
      focusFirstError([
        [false, customers],
        [true, subject],
        [true, text],
      ]),
    ).toBe(true);
    expect(subject.current.focus).toHaveBeenCalledOnce();
    expect(text.current.focus).not.toHaveBeenCalled();
    expect(customers.current.focus).not.toHaveBeenCalled();
  });

  it('focuses nothing when every field is right', () => {
    const subject = field();
    expect(focusFirstError([[false, subject]])).toBe(false);
    expect(subject.current.focus).not.toHaveBeenCalled();
  });
});
