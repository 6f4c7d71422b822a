import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { siteDetailErrorPage } from './site-detail-error-page.ts';

const failure = (status: number, code: string, message = 'x') =>
  new ApiError({ message, status, body: { code } });

describe('siteDetailErrorPage', () => {
  it('explains a site of another company, an unknown site and a malformed code in Italian', () => {
    expect(siteDetailErrorPage(failure(403, 'SITE_NOT_OWNED', 'Site not owned')).title).toBe(
      'Questa ubicazione non appartiene alla tua azienda',
    );
    expect(siteDetailErrorPage(failure(404, 'SITE_NOT_FOUND')).title).toBe('Ubicazione non trovata');
    expect(siteDetailErrorPage(failure(400, 'SITE_INVALID_CODE')).title).toBe('Codice ubicazione non valido');
  });

  it('falls back to the connection message when the portal does not answer', () => {
    const page = siteDetailErrorPage(failure(0, 'NETWORK_ERROR'));
    expect(page.title).toBe('Ubicazione non caricata');
    expect(page.text).toMatch(/connessione/);
  });
});
