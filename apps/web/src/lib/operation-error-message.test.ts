import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { connectionErrorMessage } from './api-error-message.ts';
import { fileTypeRefused, operationErrorMessage } from './operation-error-message.ts';

const failure = (status: number, code: string, message = 'x') =>
  new ApiError({ message, status, body: { code } });

describe('the Italian message of a failed operation', () => {
  it('says the area’s own sentence before the shared one', () => {
    const own = { ATTACHMENT_CONTENT_MISMATCH: 'Il contenuto del file non è un PDF.' };
    expect(operationErrorMessage(failure(415, 'ATTACHMENT_CONTENT_MISMATCH'), own)).toBe(
      'Il contenuto del file non è un PDF.',
    );
    expect(operationErrorMessage(failure(415, 'ATTACHMENT_CONTENT_MISMATCH'), {})).toMatch(/non corrisponde/);
    expect(operationErrorMessage(failure(413, 'PAYLOAD_TOO_LARGE'), {})).toBe(
      'Il file supera la dimensione massima consentita.',
    );
  });

  it('says the client’s timeout, a lost connection, a refused input and anything else', () => {
    expect(operationErrorMessage(failure(0, 'TIMEOUT', 'Il portale non ha risposto in tempo.'), {})).toBe(
      'Il portale non ha risposto in tempo.',
    );
    expect(operationErrorMessage(failure(0, 'NETWORK_ERROR'), {})).toBe(connectionErrorMessage);
    expect(operationErrorMessage(failure(400, 'VALIDATION'), {})).toBe(
      'Controlla i dati inseriti e riprova.',
    );
    expect(operationErrorMessage(failure(500, 'INTERNAL'), {})).toMatch(/^Non è stato possibile/);
    expect(operationErrorMessage(new Error('boom'), {})).toMatch(/^Non è stato possibile/);
  });

  it('lists the formats an upload accepts when they are known', () => {
    expect(fileTypeRefused(['pdf', 'p7m'])).toBe(
      'Questo tipo di file non è ammesso. Formati ammessi: pdf, p7m.',
    );
    expect(fileTypeRefused([])).toBe('Questo tipo di file non è ammesso.');
  });
});
