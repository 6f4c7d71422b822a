import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { transmissionErrorMessage } from './transmission-errors.ts';

const failure = (status: number, code: string) => new ApiError({ message: 'x', status, body: { code } });

describe('the Italian messages of tickets and communications', () => {
  it('explains a refused file and lists the formats', () => {
    expect(transmissionErrorMessage(failure(409, 'ATTACHMENT_EXTENSION_NOT_ALLOWED'), ['pdf', 'jpg'])).toBe(
      'Questo tipo di file non è ammesso. Formati ammessi: pdf, jpg.',
    );
    expect(transmissionErrorMessage(failure(409, 'ATTACHMENT_CONTENT_MISMATCH'))).toMatch(/non corrisponde/);
    expect(transmissionErrorMessage(failure(413, 'PAYLOAD_TOO_LARGE'))).toMatch(/dimensione massima/);
  });

  it('explains a refused change of state and falls back to a generic text', () => {
    expect(transmissionErrorMessage(failure(409, 'TICKET_REOPEN_EXPIRED'))).toMatch(/troppo tempo/);
    expect(transmissionErrorMessage(failure(400, 'VALIDATION'))).toBe('Controlla i dati inseriti e riprova.');
    expect(transmissionErrorMessage(new Error('boom'))).toMatch(/Riprova/);
  });
});
