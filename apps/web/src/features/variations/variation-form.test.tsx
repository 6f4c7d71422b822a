// @vitest-environment jsdom
import type { Profile, VariationRequestInput, VariationSiteOption } from '@portale/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CurrentProfileProvider } from '../../lib/current-profile.tsx';
import { renderInDom } from '../../lib/testing/render-in-dom.tsx';
import { VariationForm } from './variation-form.tsx';

const sites: VariationSiteOption[] = [
  {
    siteCode: 'UB000001',
    siteName: 'Ospedale San Luca',
    dateFrom: '2025-01-01',
    dateTo: '2027-12-31',
    services: [{ siteServiceId: 7, name: 'Pulizia vetri', dateFrom: '2025-01-01', dateTo: '2027-12-31' }],
  },
];
const profile = (customerSubRoles: number[]) =>
  ({ roles: ['customer'], customerSubRoles, backOfficeSubRoles: [] }) as unknown as Profile;

function drawForm(initial: VariationRequestInput, subRoles = [1, 12]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The site's rooms on the first day, as the registry would answer: none to pick yet.
  client.setQueryData(['variations', 'rooms', initial.siteCode, initial.dateFrom], []);
  renderInDom(
    <QueryClientProvider client={client}>
      <CurrentProfileProvider profile={profile(subRoles)}>
        <VariationForm
          sites={sites}
          initial={initial}
          variationId={null}
          onSaved={() => undefined}
          onCancel={() => undefined}
        />
      </CurrentProfileProvider>
    </QueryClientProvider>,
  );
}
const send = () => userEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }));

describe('the variation request form’s messages', () => {
  it('asks for the site and the first day before anything else', async () => {
    drawForm({ siteCode: '', type: 1, dateFrom: '' });
    await send();
    expect(screen.getAllByText('Campo richiesto')).toHaveLength(2);
  });

  it('asks a room request for its kind and its rooms', async () => {
    drawForm({ siteCode: 'UB000001', type: 1, dateFrom: '2026-03-02', dateTo: '2026-03-08' });
    await send();
    expect(screen.getByText('Scegli il tipo di variazione')).toBeTruthy();
    expect(screen.getByText('Scegli almeno un locale')).toBeTruthy();
  });

  it('asks a service suspension for its service and its end, and a period that ends after it starts', async () => {
    drawForm({ siteCode: 'UB000001', type: 0, serviceVariationType: 2, dateFrom: '2026-03-02' });
    await send();
    expect(screen.getByText('Scegli il servizio')).toBeTruthy();
    expect(screen.getByText('Indica fino a quando dura la sospensione')).toBeTruthy();
  });

  it('asks a price change for the new fee', async () => {
    drawForm({
      siteCode: 'UB000001',
      type: 0,
      serviceVariationType: 1,
      siteServiceId: 7,
      dateFrom: '2026-03-02',
    });
    await send();
    expect(screen.getByText('Indica il nuovo canone mensile')).toBeTruthy();
  });

  it('offers the kind only to who may ask both', () => {
    drawForm({ siteCode: 'UB000001', type: 1, dateFrom: '' }, [12]);
    expect(screen.queryByText('Che cosa vuoi variare')).toBeNull();
  });
});
