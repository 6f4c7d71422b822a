import { loginRequestSchema } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client.ts';
import { italianErrorMap, serverFieldErrors } from './form-errors.ts';

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
