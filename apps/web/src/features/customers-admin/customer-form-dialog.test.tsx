// @vitest-environment jsdom
import type { CustomerDetail } from '@portale/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client.ts';
import { renderInDom } from '../../lib/testing/render-in-dom.tsx';
import { CustomerFormDialog } from './customer-form-dialog.tsx';
import { JobOrderFormDialog } from './job-order-form-dialog.tsx';

const created: CustomerDetail = {
  code: 'CL0101',
  name: 'Comune di Lodi',
  vatNumber: '01234567897',
  active: true,
  jobOrdersCount: 0,
  sitesCount: 0,
  usersCount: 0,
  publishedSitesCount: 0,
  createdAt: '2026-12-01T09:00:00.000Z',
};

const bodies: unknown[] = [];
beforeEach(() => {
  bodies.length = 0;
  configureApiClient({ baseUrl: '/api', onSessionExpired: () => undefined });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      if (init.method === 'POST' && input === '/api/customers') {
        bodies.push(JSON.parse(String(init.body)));
        return Response.json(created, { status: 201 });
      }
      return Response.json([]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const draw = (ui: React.ReactNode) =>
  renderInDom(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

describe('the customer’s form', () => {
  it('refuses a VAT number whose check digit is wrong, then sends the right one without its prefix', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    draw(<CustomerFormDialog customer={null} onClose={() => undefined} onCreated={onCreated} />);
    await user.type(screen.getByRole('textbox', { name: /^Codice/ }), 'CL0101');
    await user.type(screen.getByRole('textbox', { name: /^Ragione sociale/ }), 'Comune di Lodi');
    const vat = screen.getByRole('textbox', { name: /^Partita IVA/ });
    await user.type(vat, '01234567890');
    await user.click(screen.getByRole('button', { name: 'Crea il cliente' }));
    expect(await screen.findByText('Partita IVA non valida: la cifra di controllo non torna')).toBeTruthy();
    expect(document.activeElement).toBe(vat);
    expect(bodies).toEqual([]);

    await user.clear(vat);
    await user.type(vat, 'IT01234567897');
    await user.click(screen.getByRole('button', { name: 'Crea il cliente' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(bodies).toEqual([{ code: 'CL0101', name: 'Comune di Lodi', vatNumber: '01234567897' }]);
  });

  it('asks for every field left empty', async () => {
    const user = userEvent.setup();
    draw(<CustomerFormDialog customer={null} onClose={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Crea il cliente' }));
    expect(await screen.findAllByText('Campo richiesto')).toHaveLength(3);
  });
});

describe('the job order’s form', () => {
  it('puts the rule of the dates on the original end', async () => {
    const user = userEvent.setup();
    draw(<JobOrderFormDialog jobOrder={null} customerCode="CL0101" onClose={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: /^Codice/ }), 'C2027-0001');
    await user.type(screen.getByRole('textbox', { name: /^Descrizione/ }), 'Pulizia');
    // Pasted: typed key by key, each date field redraws its calendar at every character.
    for (const [name, day] of [
      [/^Inizio/, '01/01/2027'],
      [/^Fine \*?$|^Fine$/, '31/12/2027'],
      [/^Fine originaria/, '30/06/2028'],
    ] as const) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(day);
    }
    await user.click(screen.getByRole('button', { name: 'Crea la commessa' }));
    expect(
      await screen.findByText(
        'La fine originaria non può seguire la fine: una proroga sposta la fine solo in avanti',
      ),
    ).toBeTruthy();
  }, 15_000);
});
