import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import {
  apiErrorMessage,
  connectionErrorMessage,
  genericErrorMessage,
  statusOf,
} from './api-error-message.ts';

const failure = (status: number, code = 'X', message = 'server') =>
  new ApiError({ message, status, body: { code } });

describe('apiErrorMessage', () => {
  it("uses the screen's message for the status, else the fallback", () => {
    expect(apiErrorMessage(failure(404), { 404: 'Non trovato' })).toBe('Non trovato');
    expect(apiErrorMessage(failure(418), { 404: 'Non trovato' }, 'Altro')).toBe('Altro');
    expect(apiErrorMessage(failure(418), {})).toBe(genericErrorMessage);
  });

  it('reports a timeout with its own text and a lost connection', () => {
    expect(apiErrorMessage(failure(0, 'TIMEOUT', 'Errore timeout, riprova'), {})).toBe(
      'Errore timeout, riprova',
    );
    expect(apiErrorMessage(failure(0, 'NETWORK_ERROR'), {})).toBe(connectionErrorMessage);
  });

  it('treats anything but an API error as unexpected', () => {
    expect(apiErrorMessage(new Error('boom'), { 500: 'x' })).toBe(genericErrorMessage);
    expect(statusOf(new Error('boom'))).toBeNull();
    expect(statusOf(failure(409))).toBe(409);
  });
});
