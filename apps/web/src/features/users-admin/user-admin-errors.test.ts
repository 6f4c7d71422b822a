import { errorCatalogue, type ErrorCode } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { userAdminErrorMessage } from './user-admin-errors.ts';

const apiError = (code: ErrorCode) =>
  new ApiError({ ...errorCatalogue[code], body: { code, requestId: 'req-1' } });

describe('userAdminErrorMessage', () => {
  it('says the catalogue entries of user administration in Italian', () => {
    expect(userAdminErrorMessage(apiError('USERNAME_IN_USE'))).toBe('Nome utente già in uso');
    expect(userAdminErrorMessage(apiError('USER_ALREADY_ACTIVE'))).toBe('Utente già attivo');
    expect(userAdminErrorMessage(apiError('USER_GRANT_FORBIDDEN'))).toMatch(/^Non puoi assegnare/);
    expect(userAdminErrorMessage(apiError('USER_DELETE_INVALID_ID'))).toMatch(/^Impossibile eliminare/);
  });

  it('keeps the timeout message and explains a missing connection', () => {
    const timeout = new ApiError({
      message: 'Errore timeout, riprova',
      status: 0,
      body: { code: 'TIMEOUT' },
    });
    expect(userAdminErrorMessage(timeout)).toBe('Errore timeout, riprova');
    const offline = new ApiError({
      message: 'unexpected server error',
      status: 0,
      body: { code: 'NETWORK_ERROR' },
    });
    expect(userAdminErrorMessage(offline)).toMatch(/non risponde/);
  });

  it('falls back to a generic Italian message, never the English one of the catalogue', () => {
    expect(userAdminErrorMessage(apiError('INTERNAL'))).toBe(
      'Si è verificato un errore imprevisto, riprova più tardi.',
    );
    expect(userAdminErrorMessage(new Error('boom'))).toBe(
      'Si è verificato un errore imprevisto, riprova più tardi.',
    );
  });
});
