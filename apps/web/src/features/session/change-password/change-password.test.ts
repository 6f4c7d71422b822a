import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { italianErrorMap } from '../../../lib/form-errors.ts';
import { changePasswordErrorMessage } from './change-password-error-message.ts';
import { changePasswordFormSchema } from './change-password-schema.ts';

const errorsOf = (values: Record<string, string>) => {
  const result = changePasswordFormSchema.safeParse(values, { error: italianErrorMap });
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
};

describe('the change-password form (SPEC.md section 5)', () => {
  it('requires every field', () => {
    expect(errorsOf({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: 'Campo richiesto',
      newPassword: 'Campo richiesto',
      confirmPassword: 'Campo richiesto',
    });
  });

  it('applies the shared password rule', () => {
    expect(
      errorsOf({ oldPassword: 'Vecchia1!', newPassword: 'Nuova1234', confirmPassword: 'Nuova1234' }),
    ).toEqual({
      newPassword: 'La password non rispetta tutti i requisiti',
    });
  });

  it('wants a new password other than the current one, confirmed', () => {
    expect(
      errorsOf({ oldPassword: 'Uguale12!', newPassword: 'Uguale12!', confirmPassword: 'Altra123!' }),
    ).toEqual({
      newPassword: 'La nuova password deve essere diversa da quella attuale',
      confirmPassword: 'Le due password non coincidono',
    });
    expect(
      errorsOf({ oldPassword: 'Vecchia1!', newPassword: 'Nuova123!', confirmPassword: 'Nuova123!' }),
    ).toEqual({});
  });
});

describe('changePasswordErrorMessage (SPEC.md section 8, client behaviour)', () => {
  const failure = (status: number, code = 'X') => new ApiError({ message: 'server', status, body: { code } });

  it('names each refusal of the server', () => {
    expect(changePasswordErrorMessage(failure(400))).toBe('La nuova password non rispetta i requisiti.');
    expect(changePasswordErrorMessage(failure(403, 'PASSWORD_WRONG_OLD'))).toBe(
      'La password attuale non è corretta.',
    );
    expect(changePasswordErrorMessage(failure(406))).toBe(
      'La nuova password deve essere diversa da quella attuale.',
    );
    expect(changePasswordErrorMessage(failure(422))).toBe('La conferma non coincide con la nuova password.');
  });

  it('explains an impersonated session and falls back to a server error', () => {
    expect(changePasswordErrorMessage(failure(403, 'IMPERSONATED_SESSION_FORBIDDEN'))).toMatch(
      /come un altro utente/,
    );
    expect(changePasswordErrorMessage(failure(500))).toBe(
      'Errore del server: la password non è stata modificata, riprova più tardi.',
    );
    expect(changePasswordErrorMessage(failure(502))).toMatch(/^Errore del server/);
  });
});
