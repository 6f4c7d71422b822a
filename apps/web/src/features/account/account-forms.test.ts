import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { italianErrorMap } from '../../lib/form-errors.ts';
import {
  emailPreferencesErrorMessage,
  firstAccessCodeRefusedMessage,
  firstAccessErrorMessage,
  impersonationErrorMessage,
  recoverPasswordErrorMessage,
  resetPasswordErrorMessage,
  twoFactorErrorMessage,
} from './account-error-messages.ts';
import { enableUserFormSchema } from './enable-user/enable-user-schema.ts';
import { resetPasswordFormSchema } from './reset-password-schema.ts';

const failure = (status: number, code = 'X') => new ApiError({ message: 'server', status, body: { code } });

const messagesOf = (schema: { safeParse: typeof resetPasswordFormSchema.safeParse }, values: unknown) => {
  const result = schema.safeParse(values, { error: italianErrorMap });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the new-password forms', () => {
  it('checks the rule and the confirmation of a reset', () => {
    expect(
      messagesOf(resetPasswordFormSchema, { password: 'Valida12!', confirmPassword: 'Valida12!' }),
    ).toEqual([]);
    expect(messagesOf(resetPasswordFormSchema, { password: 'debole', confirmPassword: 'altra' })).toEqual([
      'password: La password non rispetta tutti i requisiti',
      'confirmPassword: Le due password non coincidono',
    ]);
  });

  it('makes the system-email consent mandatory at first access', () => {
    const values = {
      password: 'Valida12!',
      confirmPassword: 'Valida12!',
      systemEmailsConsent: false,
      promotionalNewsEmailsConsent: false,
    };
    expect(messagesOf(enableUserFormSchema, values)).toEqual([
      'systemEmailsConsent: Il consenso alle email di sistema è obbligatorio: senza di esso il portale non può funzionare',
    ]);
    expect(messagesOf(enableUserFormSchema, { ...values, systemEmailsConsent: true })).toEqual([]);
  });
});

describe('the messages of the account pages (SPEC.md section 8)', () => {
  it('send reset: 404 user not found', () => {
    expect(recoverPasswordErrorMessage(failure(404))).toMatch(/^Utente non trovato/);
    expect(recoverPasswordErrorMessage(failure(500))).toMatch(/^Non è stato possibile inviare l’email/);
  });

  it('reset: 400, 404 and 500 each have their sentence', () => {
    expect(resetPasswordErrorMessage(failure(400))).toBe('La password non rispetta i requisiti.');
    expect(resetPasswordErrorMessage(failure(404))).toMatch(/non è valido, è già stato usato o è scaduto/);
    expect(resetPasswordErrorMessage(failure(500))).toMatch(/^Errore del server/);
  });

  it('first access: a refused code reads the same for 404 and 409', () => {
    expect(firstAccessErrorMessage(failure(404))).toBe(firstAccessCodeRefusedMessage);
    expect(firstAccessErrorMessage(failure(409))).toBe(firstAccessCodeRefusedMessage);
    expect(firstAccessErrorMessage(failure(400))).toMatch(/consenso alle email di sistema/);
  });

  it('email preferences: 400, 403 and 404', () => {
    expect(emailPreferencesErrorMessage(failure(400))).toMatch(
      /^Il consenso alle email di sistema è obbligatorio/,
    );
    expect(emailPreferencesErrorMessage(failure(403))).toMatch(/non è valido o è scaduto/);
    expect(emailPreferencesErrorMessage(failure(404))).toMatch(/^Utente non trovato/);
  });

  it('impersonation and two-factor name their refusals', () => {
    expect(impersonationErrorMessage(failure(404))).toMatch(/già stato usato o è scaduto \(vale 2 minuti\)/);
    expect(twoFactorErrorMessage(failure(400, 'TWO_FACTOR_INVALID_CODE'))).toMatch(/^Codice non valido/);
    expect(twoFactorErrorMessage(failure(403, 'TWO_FACTOR_REQUIRED'))).toMatch(/obbligatoria/);
    expect(twoFactorErrorMessage(failure(500))).toBe(
      'Si è verificato un errore imprevisto, riprova più tardi.',
    );
  });
});
