// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { renderInDom } from '../../lib/testing/render-in-dom.tsx';
import { LoadState } from './load-state.tsx';

const failure = (status: number, code: string) => new ApiError({ message: 'x', status, body: { code } });
const missing = {
  title: 'Segnalazione non trovata',
  text: 'Il collegamento non porta a nessuna segnalazione che tu possa vedere.',
};

describe('a ticket’s page whose data did not come', () => {
  it.each([
    ['a code not well formed in the address (400)', failure(400, 'VALIDATION')],
    ['a ticket that does not exist or is out of reach (404)', failure(404, 'TICKET_NOT_FOUND')],
  ])('says the link leads nowhere, as its heading, for %s', (_, error) => {
    renderInDom(<LoadState error={error} loadingLabel="Caricamento" missing={missing} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Segnalazione non trovata' })).toBeTruthy();
    expect(screen.getByText(missing.text)).toBeTruthy();
    expect(screen.queryByText(/Controlla i dati inseriti/)).toBeNull();
  });

  it('says what failed otherwise', () => {
    renderInDom(<LoadState error={failure(500, 'INTERNAL')} loadingLabel="Caricamento" missing={missing} />);
    expect(screen.getByRole('alert').textContent).toMatch(/Riprova/);
    expect(screen.queryByRole('heading', { name: 'Segnalazione non trovata' })).toBeNull();
  });
});
