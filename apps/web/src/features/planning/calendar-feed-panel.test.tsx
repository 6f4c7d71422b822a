// @vitest-environment jsdom
import type { CalendarFeedState, NewCalendarFeed, Profile } from '@portale/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client.ts';
import { CurrentProfileProvider } from '../../lib/current-profile.tsx';
import { renderInDom } from '../../lib/testing/render-in-dom.tsx';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';

const existing: CalendarFeedState = {
  feed: {
    tokenPrefix: 'Xy3kP0aa',
    createdAt: '2026-12-03T09:15:00.000Z',
    lastReadAt: '2026-12-05T17:30:00.000Z',
  },
};
const url =
  'https://portale.example.it/api/planning/calendar/Nw9v2LbQ0c1tYk8mZp4rS7uX3wE6aD5fG2hJ1kL0oPq.ics';
const made: NewCalendarFeed = {
  url,
  feed: { tokenPrefix: 'Nw9v2LbQ', createdAt: '2026-12-06T08:00:00.000Z', lastReadAt: null },
};

/** The API as the panel calls it: the state read, a link made, a link revoked. */
const calls: string[] = [];
function serve(state: CalendarFeedState) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      calls.push(`${init.method} ${input}`);
      if (input !== '/api/planning/calendar-feed') return Response.json({}, { status: 404 });
      if (init.method === 'POST') return Response.json(made, { status: 201 });
      if (init.method === 'DELETE') return new Response(null, { status: 204 });
      return Response.json(state);
    }),
  );
}

beforeEach(() => {
  calls.length = 0;
  configureApiClient({ baseUrl: '/api', onSessionExpired: () => undefined });
});
afterEach(() => vi.unstubAllGlobals());

function drawPanel(impersonatedBy: string | null = null) {
  const profile = { roles: ['customer'], customerSubRoles: [2], impersonatedBy } as unknown as Profile;
  renderInDom(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CurrentProfileProvider profile={profile}>
        <CalendarFeedPanel />
      </CurrentProfileProvider>
    </QueryClientProvider>,
  );
}

describe('the calendar feed panel', () => {
  it('makes a first link at once and shows it this once, with its copy button', async () => {
    serve({ feed: null });
    drawPanel();
    expect(screen.getByRole('heading', { name: 'Calendario sul tuo dispositivo' })).toBeTruthy();
    expect(screen.getByText(/Google Calendar, Outlook o Calendario di Apple/)).toBeTruthy();
    expect(await screen.findByText('Non hai ancora un collegamento.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoca' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Crea il collegamento' }));
    expect(calls).toContain('POST /api/planning/calendar-feed');
    expect(
      (await screen.findByRole<HTMLInputElement>('textbox', { name: 'Collegamento al calendario' })).value,
    ).toBe(url);
    expect(screen.getByText('Il collegamento si vede solo ora')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copia il collegamento' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crea un nuovo collegamento' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revoca' })).toBeTruthy();
  });

  it('shows an existing link by its first characters and dates, and replaces it only once confirmed', async () => {
    serve(existing);
    drawPanel();
    const summary = await screen.findByText(/Hai un collegamento attivo che inizia con/);
    expect(summary.textContent).toBe(
      'Hai un collegamento attivo che inizia con Xy3kP0aa, creato il 03/12/2026. ' +
        'Un calendario l’ha letto l’ultima volta il 05/12/2026 18:30.',
    );
    expect(screen.queryByRole('button', { name: 'Crea il collegamento' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Crea un nuovo collegamento' }));
    const dialog = screen.getByRole('dialog', { name: 'Creare un nuovo collegamento?' });
    expect(dialog.textContent).toContain('Il collegamento attuale smetterà subito di funzionare');
    expect(calls).not.toContain('POST /api/planning/calendar-feed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea un nuovo collegamento' }));
    expect(calls).toContain('POST /api/planning/calendar-feed');
    expect(
      (await screen.findByRole<HTMLInputElement>('textbox', { name: 'Collegamento al calendario' })).value,
    ).toBe(url);
  });

  it('revokes the link once confirmed', async () => {
    serve(existing);
    drawPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Revoca' }));
    const dialog = screen.getByRole('dialog', { name: 'Revocare il collegamento?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoca' }));
    expect(calls).toContain('DELETE /api/planning/calendar-feed');
    expect(await screen.findByText('Non hai ancora un collegamento.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoca' })).toBeNull();
  });

  it('lets staff acting for a customer revoke the link, not make one', async () => {
    serve(existing);
    drawPanel('Alessandro Romano');
    expect(await screen.findByText(/solo lui può creare il collegamento/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Crea un nuovo collegamento' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Revoca' })).toBeTruthy();
  });
});
