import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { loginErrorMessage } from './login-error-message.ts';

const failure = (status: number, code = 'X') =>
  new ApiError({ message: 'server text', status, body: { code } });

describe('loginErrorMessage', () => {
  it('gives the same answer for a wrong password and an unknown user', () => {
    const expected = "Le tue credenziali non sono corrette, riprova l'accesso";
    expect(loginErrorMessage(failure(401, 'LOGIN_NOT_AUTHORIZED'))).toBe(expected);
    expect(loginErrorMessage(failure(404, 'LOGIN_USER_NOT_FOUND'))).toBe(expected);
  });

  it('explains a disabled account, a lockout and too many attempts', () => {
    expect(loginErrorMessage(failure(403))).toBe('Il tuo account non è abilitato ad accedere al portale.');
    expect(loginErrorMessage(failure(409))).toBe(
      'Account bloccato per troppi tentativi: riprova tra 15 minuti.',
    );
    expect(loginErrorMessage(failure(429))).toBe(
      'Troppi tentativi di accesso: attendi qualche minuto e riprova.',
    );
  });

  it('reports a timeout with the client message', () => {
    const timeout = new ApiError({
      message: 'Errore timeout, riprova',
      status: 0,
      body: { code: 'TIMEOUT' },
    });
    expect(loginErrorMessage(timeout)).toBe('Errore timeout, riprova');
  });

  it('falls back to a generic message for anything else', () => {
    const generic = 'Si è verificato un errore imprevisto, riprova più tardi.';
    expect(loginErrorMessage(failure(500))).toBe(generic);
    expect(loginErrorMessage(failure(419))).toBe(generic);
    expect(loginErrorMessage(failure(0, 'NETWORK_ERROR'))).toBe(generic);
    expect(loginErrorMessage(new Error('boom'))).toBe(generic);
  });
});
