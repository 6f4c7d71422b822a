import { loginRequestSchema } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { italianErrorMap } from './form-errors.ts';

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
