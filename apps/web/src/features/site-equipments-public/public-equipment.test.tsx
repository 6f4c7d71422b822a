// @vitest-environment jsdom
import { equipmentPlaceWords, type PublicEquipment, type PublicEquipmentPage } from '@portale/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { renderInDom } from '../../lib/testing/render-in-dom.tsx';
import type { ReportSending } from './api/public-equipment.ts';
import { PublicEquipmentScreen, type PublicEquipmentQuery } from './public-equipment-screen.tsx';
import { reportErrorMessage } from './public-equipment-errors.ts';
import { sizeWords } from './public-equipment-view.tsx';

const equipment: PublicEquipment = {
  labelCode: 'AT-000042',
  name: 'Lavasciuga pavimenti',
  category: 'CLEANING_MACHINE',
  brand: 'Nilfisk',
  model: 'SC500 53 B',
  siteName: 'Ospedale San Luca',
  siteCity: 'Milano',
  location: {
    buildingName: 'Padiglione A',
    floorName: 'Piano terra',
    roomName: 'Deposito',
    note: 'dietro la porta',
  },
  state: 'UNDER_MAINTENANCE',
  documents: [{ id: 'd1', kind: 'SAFETY_DATA_SHEET', title: 'Scheda del detergente', sizeBytes: 1536 }],
  providerName: 'Servizi Integrati Italia S.p.A.',
};

const failure = (status: number, code = 'X') => new ApiError({ message: 'server', status, body: { code } });

type Send = (sending: ReportSending) => Promise<{ ticketCode: string }>;

function drawPage(
  answer: { data: PublicEquipmentPage } | { error: unknown },
  send: Send = () => Promise.resolve({ ticketCode: 'SEG-2026-000123' }),
) {
  const query: PublicEquipmentQuery = {
    data: 'data' in answer ? answer.data : undefined,
    error: 'error' in answer ? answer.error : null,
    isPending: false,
    isFetching: false,
    refetch: () => undefined,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInDom(
    <QueryClientProvider client={client}>
      <PublicEquipmentScreen qrCodeId="YBMLt0YiFQIwNQOccfWnDw" query={query} send={send} />
    </QueryClientProvider>,
  );
}

const activePage = (overrides: Partial<PublicEquipment> = {}): { data: PublicEquipmentPage } => ({
  data: { status: 'active', equipment: { ...equipment, ...overrides } },
});

const openForm = () => userEvent.click(screen.getByRole('button', { name: 'Segnala un problema' }));
const sendForm = () => userEvent.click(screen.getByRole('button', { name: 'Invia segnalazione' }));
const description = () => screen.getByRole('textbox', { name: /Che cosa non va/ });
/** Writes in a field at once (a paste): typing key by key costs a second a sentence in jsdom. */
async function write(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('the public page of a label', () => {
  it('shows an active label’s equipment: what, which label, its state, where and its safety documents', () => {
    drawPage(activePage());
    expect(screen.getByRole('banner').textContent).toBe('Servizi Integrati Italia S.p.A.Attrezzatura');
    expect(screen.getByRole('heading', { level: 1, name: 'Lavasciuga pavimenti' })).toBeTruthy();
    expect(screen.getByText('Macchina per la pulizia')).toBeTruthy();
    expect(screen.getByText('Nilfisk SC500 53 B')).toBeTruthy();
    expect(screen.getByText(/^Codice etichetta/).textContent).toBe('Codice etichetta AT-000042');
    expect(screen.getByText('In manutenzione')).toBeTruthy();
    expect(screen.getByText('È in manutenzione: il fornitore ci sta già lavorando.')).toBeTruthy();
    const where = screen.getByRole('region', { name: 'Dove si trova' });
    expect(within(where).getByText('Ospedale San Luca – Milano')).toBeTruthy();
    expect(within(where).getByText(equipmentPlaceWords(equipment.location))).toBeTruthy();
    const documents = screen.getByRole('region', { name: 'Documenti di sicurezza' });
    expect(within(documents).getByText('Scheda del detergente')).toBeTruthy();
    expect(within(documents).getByText('Scheda di sicurezza, 1,5 KB')).toBeTruthy();
    expect(within(documents).getByRole('button', { name: 'Scarica «Scheda del detergente»' })).toBeTruthy();
  });

  it('says what each state means for whoever stands in front of it', () => {
    drawPage(activePage({ state: 'OUT_OF_SERVICE', documents: [] }));
    expect(screen.getByText('Fuori servizio')).toBeTruthy();
    expect(screen.getByText('È fuori servizio: non usarla.')).toBeTruthy();
    expect(screen.getByText(/^Nessuna scheda di sicurezza/)).toBeTruthy();
  });

  it('says only that a replaced label was replaced', () => {
    drawPage({ data: { status: 'replaced' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Etichetta sostituita' })).toBeTruthy();
    expect(
      screen.getByText(
        'Questa etichetta è stata sostituita da una nuova: inquadra il codice QR più recente sull’attrezzatura.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Segnala un problema' })).toBeNull();
  });

  it('does not recognise an unknown or revoked code (404), nor one cut short (400)', () => {
    for (const status of [404, 400]) {
      const { unmount } = drawPage({ error: failure(status) });
      expect(screen.getByRole('heading', { level: 1, name: 'Etichetta non riconosciuta' })).toBeTruthy();
      expect(
        screen.getByText(
          'Il codice non corrisponde a nessuna attrezzatura: forse l’etichetta è stata ritirata.',
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
  });

  it('asks to wait a minute after too many calls', () => {
    drawPage({ error: failure(429, 'TOO_MANY_REQUESTS') });
    expect(screen.getByText('Troppe richieste: riprova tra un minuto.')).toBeTruthy();
  });
});

describe('the report form', () => {
  it('opens below its button with the focus in the description, and closes keeping what was typed', async () => {
    drawPage(activePage());
    const toggle = screen.getByRole('button', { name: 'Segnala un problema' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: 'Segnala un problema' })).toBeNull();
    await openForm();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(description());
    await write(description(), 'Perde acqua');
    expect(screen.getByText('11 di 2.000 caratteri')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('form', { name: 'Segnala un problema' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    await openForm();
    expect((description() as HTMLTextAreaElement).value).toBe('Perde acqua');
  });

  it('asks for a description of at least 10 characters before sending', async () => {
    const send = vi.fn<Send>();
    drawPage(activePage(), send);
    await openForm();
    await sendForm();
    expect(screen.getByText('Campo richiesto')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(description()));
    await write(description(), 'Rotta');
    await sendForm();
    expect(screen.getByText('Inserisci almeno 10 caratteri')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a JPEG, PNG or WebP photo', async () => {
    const send = vi.fn<Send>();
    drawPage(activePage(), send);
    await openForm();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['ciao'], 'nota.txt', { type: 'text/plain' }));
    expect(screen.getByText('«nota.txt» non è un’immagine JPEG, PNG o WebP.')).toBeTruthy();
    await write(description(), 'La spazzola non gira più');
    await sendForm();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the description and the contact, then shows the ticket’s code', async () => {
    const send = vi.fn<Send>(() => Promise.resolve({ ticketCode: 'SEG-2026-000123' }));
    drawPage(activePage(), send);
    await openForm();
    await write(description(), '  La spazzola non gira più  ');
    await write(screen.getByRole('textbox', { name: /Recapito/ }), '333 1234567');
    expect(screen.getByText('Il recapito serve solo a risponderti su questa segnalazione.')).toBeTruthy();
    await sendForm();
    expect(send).toHaveBeenCalledWith({
      report: { description: 'La spazzola non gira più', contact: '333 1234567' },
      photo: null,
    });
    const sent = await screen.findByRole('region', { name: 'Segnalazione inviata' });
    expect(within(sent).getByText(/^Codice:/).textContent).toBe('Codice: SEG-2026-000123');
    expect(
      within(sent).getByText(
        'Il fornitore la prende in carico; conserva il codice se vuoi chiederne notizie.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(sent).getByRole('heading', { name: 'Segnalazione inviata' }),
      ),
    );
    expect(screen.queryByRole('button', { name: 'Segnala un problema' })).toBeNull();
  });

  it('puts the API’s refusal of a field under it, in Italian', async () => {
    const refused = new ApiError({
      message: 'Validation error',
      status: 400,
      body: { code: 'VALIDATION', fields: [{ path: 'data.description', message: 'Too small' }] },
    });
    drawPage(activePage(), () => Promise.reject(refused));
    await openForm();
    await write(description(), 'La spazzola non gira più');
    await sendForm();
    expect(
      await screen.findByText('Descrivi il problema con almeno 10 e al massimo 2000 caratteri'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(description()));
  });

  it('tells the label’s limit from the address’s', async () => {
    drawPage(activePage(), () => Promise.reject(failure(429, 'EQUIPMENT_REPORTS_TOO_MANY')));
    await openForm();
    await write(description(), 'La spazzola non gira più');
    await sendForm();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Questa attrezzatura ha già ricevuto diverse segnalazioni nell’ultima ora: il fornitore è già stato avvisato.',
    );
    expect(reportErrorMessage(failure(429, 'TOO_MANY_REQUESTS'))).toBe(
      'Hai inviato troppe segnalazioni in poco tempo: riprova più tardi.',
    );
    expect(reportErrorMessage(failure(404, 'EQUIPMENT_CODE_NOT_FOUND'))).toMatch(
      /^Questa etichetta non è più valida/,
    );
    expect(reportErrorMessage(failure(413, 'PAYLOAD_TOO_LARGE'))).toMatch(/^La foto è troppo grande/);
  });
});

describe('a document’s size', () => {
  it('reads as lib/format-bytes.ts writes it, without Intl', () => {
    expect(sizeWords(820)).toBe('820 byte');
    expect(sizeWords(2048)).toBe('2 KB');
    expect(sizeWords(1536)).toBe('1,5 KB');
    expect(sizeWords(1.25 * 1024 * 1024)).toBe('1,3 MB');
  });
});
