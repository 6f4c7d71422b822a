import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAppConfig } from '../../../lib/app-config.ts';
import { dueWithinText, urgencyOptionText } from './ticket-urgency-text.ts';

describe('the urgencies of the new-ticket form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('state the time a ticket of each urgency is due by default', () => {
    expect(urgencyOptionText('VERY_HIGH')).toBe(
      'Molto alta – rischio per le persone o per l’igiene: risposta entro 4 ore',
    );
    expect(urgencyOptionText('HIGH')).toBe('Alta – blocca un’attività: risposta entro 8 ore');
    expect(urgencyOptionText('MEDIUM')).toBe('Media – rallenta il lavoro: risposta entro 24 ore');
    expect(urgencyOptionText('LOW')).toBe('Bassa – un disagio che può attendere: risposta entro 3 giorni');
    expect(urgencyOptionText('VERY_LOW')).toBe('Molto bassa – un miglioramento: risposta entro 7 giorni');
  });

  it('state the due time the API is configured with', async () => {
    const config = {
      apiBaseUrl: '/api',
      tileServerUrl: '',
      analyticsId: null,
      version: '1.0.0',
      durations: {
        loginLockoutMinutes: 15,
        activationLinkHours: 168,
        impersonationLinkMinutes: 2,
        ticketDueHours: { VERY_HIGH: 2, HIGH: 8, MEDIUM: 36, LOW: 48, VERY_LOW: 240 },
      },
    };
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(config))));
    await loadAppConfig();
    expect(urgencyOptionText('VERY_HIGH')).toMatch(/entro 2 ore$/);
    expect(urgencyOptionText('MEDIUM')).toMatch(/entro 36 ore$/);
    expect(urgencyOptionText('LOW')).toMatch(/entro 2 giorni$/);
    expect(urgencyOptionText('VERY_LOW')).toMatch(/entro 10 giorni$/);
  });

  it('words hours as hours up to a day, whole days beyond', () => {
    expect(dueWithinText(1)).toBe('1 ora');
    expect(dueWithinText(24)).toBe('24 ore');
    expect(dueWithinText(30)).toBe('30 ore');
    expect(dueWithinText(72)).toBe('3 giorni');
  });
});
