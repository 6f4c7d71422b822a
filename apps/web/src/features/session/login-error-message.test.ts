import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { loadAppConfig } from '../../lib/app-config.ts';
import {
  expiredPasswordCode,
  isSecondStepExpired,
  loginErrorMessage,
  secondFactorErrorMessage,
} from './login-error-message.ts';

const failure = (status: number, body: ApiError['body'] = { code: 'X' }) =>
  new ApiError({ message: 'server text', status, body });

describe('loginErrorMessage', () => {
  it('gives the same answer for a wrong password and an unknown user', () => {
    const expected = 'Le tue credenziali non sono corrette, riprova l’accesso';
    expect(loginErrorMessage(failure(401))).toBe(expected);
    expect(loginErrorMessage(failure(404))).toBe(expected);
  });

  it('explains a disabled account, a lockout with its email, too many attempts and a server error', () => {
    expect(loginErrorMessage(failure(403))).toMatch(/^Il tuo account non è abilitato all’accesso/);
    expect(loginErrorMessage(failure(409))).toBe(
      'Il tuo account è bloccato per 15 minuti dopo troppi tentativi non riusciti: ti abbiamo inviato un’email con i dettagli.',
    );
    expect(loginErrorMessage(failure(429))).toBe(
      'Troppi tentativi di accesso: attendi qualche minuto e riprova.',
    );
    expect(loginErrorMessage(failure(500))).toBe(
      'Errore del server durante l’accesso, riprova tra qualche minuto.',
    );
  });

  it('reports a timeout with the client message and a lost connection as such', () => {
    const timeout = new ApiError({
      message: 'Errore timeout, riprova',
      status: 0,
      body: { code: 'TIMEOUT' },
    });
    expect(loginErrorMessage(timeout)).toBe('Errore timeout, riprova');
    expect(loginErrorMessage(failure(0, { code: 'NETWORK_ERROR' }))).toMatch(/^Impossibile contattare/);
  });

  it('falls back to a generic message for anything else', () => {
    const generic = 'Si è verificato un errore imprevisto, riprova più tardi.';
    expect(loginErrorMessage(failure(400))).toBe(generic);
    expect(loginErrorMessage(new Error('boom'))).toBe(generic);
  });
});

describe('the second sign-in step', () => {
  it('tells a wrong code from an expired step', () => {
    expect(secondFactorErrorMessage(failure(401))).toMatch(/^Codice non valido/);
    expect(secondFactorErrorMessage(failure(404))).toMatch(/^Il tempo per inserire il codice è scaduto/);
    expect(isSecondStepExpired(failure(404))).toBe(true);
    expect(isSecondStepExpired(failure(401))).toBe(false);
  });

  it('shares the lockout message with the first step', () => {
    expect(secondFactorErrorMessage(failure(409))).toBe(loginErrorMessage(failure(409)));
  });
});

describe('expiredPasswordCode', () => {
  it('gives the security code of a 419 and nothing otherwise', () => {
    expect(expiredPasswordCode(failure(419, { code: 'LOGIN_PASSWORD_EXPIRED', securityCode: 'abc' }))).toBe(
      'abc',
    );
    expect(expiredPasswordCode(failure(419))).toBeNull();
    expect(expiredPasswordCode(failure(401, { code: 'X', securityCode: 'abc' }))).toBeNull();
  });
});

// Last: once loaded, the configuration stays for the rest of the file.
describe('a lockout configured otherwise', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('states the duration of /config.json', async () => {
    const config = {
      apiBaseUrl: '/api',
      tileServerUrl: '',
      analyticsId: null,
      version: '1.0.0',
      durations: {
        loginLockoutMinutes: 60,
        activationLinkHours: 48,
        impersonationLinkMinutes: 5,
        ticketDueHours: { VERY_HIGH: 4, HIGH: 8, MEDIUM: 24, LOW: 72, VERY_LOW: 168 },
      },
    };
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(config))));
    await loadAppConfig();
    expect(loginErrorMessage(failure(409))).toMatch(/^Il tuo account è bloccato per 1 ora dopo/);
  });
});
