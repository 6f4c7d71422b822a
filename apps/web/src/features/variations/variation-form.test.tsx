// @vitest-environment jsdom
import type {
  Profile,
  Room,
  RoomCatalogue,
  VariationRequestInput,
  VariationSiteOption,
} from '@portale/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
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

const room = (roomId: number, roomName: string, area: number): Room => ({
  roomId,
  roomName,
  roomIdentifier: `A-1-00${String(roomId)}`,
  open: true,
  areaCategoryId: 3,
  area,
  frequency: 'GIO',
  floorId: 1,
  floorName: 'Piano terra',
  buildingName: 'Padiglione A',
});
const siteRooms = [room(1, 'Ufficio 1', 24.5), room(2, 'Bagno 2', 8)];
const catalogue: RoomCatalogue = {
  areaCategories: [{ id: 3, name: 'Uffici', coefficient: 1 }],
  frequencies: [{ code: 'GIO', name: 'Giornaliera', coefficient: 1 }],
};

function drawForm(initial: VariationRequestInput, subRoles = [1, 12]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The site's rooms on the first day and the registry's catalogue, as the API would answer.
  client.setQueryData(['variations', 'rooms', initial.siteCode, initial.dateFrom], siteRooms);
  client.setQueryData(['variations', 'catalogue'], catalogue);
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

  it('asks each room of a «Modifica» for its own new values, showing what it is now', async () => {
    const blank = { newArea: null, newAreaCategoryId: null, newFrequencyCode: null };
    drawForm({
      siteCode: 'UB000001',
      type: 1,
      roomVariationType: 1,
      rooms: [
        { roomId: 1, ...blank },
        { roomId: 2, ...blank },
      ],
      dateFrom: '2026-03-02',
      dateTo: '2026-03-08',
    });
    const office = screen.getByRole('group', { name: 'A-1-001 · Ufficio 1' });
    const bathroom = screen.getByRole('group', { name: 'A-1-002 · Bagno 2' });
    expect(office.textContent).toContain('Ora: 24,50 m² · Uffici · Giornaliera');
    expect(bathroom.textContent).toContain('Ora: 8,00 m²');
    await userEvent.type(within(office).getByLabelText('Nuova superficie (m²)'), '30,5');
    await send();
    const missing = 'Indica almeno un dato nuovo del locale: superficie, categoria o frequenza';
    expect(within(bathroom).getByText(missing)).toBeTruthy();
    expect(within(office).queryByText(missing)).toBeNull();
    expect(within(office).getByLabelText('Nuova superficie (m²)')).toHaveProperty('value', '30,5');
    expect(within(bathroom).getByLabelText('Nuova superficie (m²)')).toHaveProperty('value', '');
  });

  it('offers the kind only to who may ask both', () => {
    drawForm({ siteCode: 'UB000001', type: 1, dateFrom: '' }, [12]);
    expect(screen.queryByText('Che cosa vuoi variare')).toBeNull();
  });
});
