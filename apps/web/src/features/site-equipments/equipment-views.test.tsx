import type { EquipmentDetail, EquipmentItem } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { renderedMarkup, renderedText } from '../../lib/testing/rendered-text.tsx';
import { EquipmentDetailView } from './equipment-detail-view.tsx';
import { EquipmentList } from './equipment-list.tsx';

const scrubber: EquipmentItem = {
  id: 1,
  labelCode: 'AT-000001',
  name: 'Lavasciuga del corridoio nord',
  category: 'CLEANING_MACHINE',
  brand: 'Kärcher',
  model: 'BR 35/12',
  serialNumber: 'KB-2291-77',
  siteCode: 'UB000001',
  siteName: 'Padiglione A',
  customerName: 'Azienda Ospedaliera',
  location: {
    roomId: 12,
    buildingName: 'Padiglione A',
    floorName: 'Piano terra',
    roomName: 'Corridoio nord',
    note: null,
  },
  state: 'IN_SERVICE',
  installedOn: '2025-02-03',
  retiredOn: null,
  lastMaintenanceOn: '2026-03-11',
};
const dispenser: EquipmentItem = {
  ...scrubber,
  id: 2,
  labelCode: 'AT-000002',
  name: 'Dispenser di sapone',
  category: 'DISPENSER',
  brand: 'Tork',
  model: '',
  serialNumber: null,
  location: {
    roomId: null,
    buildingName: null,
    floorName: null,
    roomName: null,
    note: 'Bagno del primo piano',
  },
  state: 'OUT_OF_SERVICE',
  lastMaintenanceOn: null,
};

const detail: EquipmentDetail = {
  ...scrubber,
  documents: [
    {
      id: '0b7c6c1e-8d55-4a8e-9d0e-4a4d3f1c2b10',
      kind: 'SAFETY_DATA_SHEET',
      title: 'Scheda di sicurezza del detergente',
      filename: 'scheda.pdf',
      contentType: 'application/pdf',
      sizeBytes: 2048,
      uploadedAt: '2026-01-15T09:30:00.000Z',
    },
  ],
  log: [
    {
      id: 7,
      day: '2026-03-11',
      kind: 'REPAIR',
      description: 'Sostituite le spazzole',
      performedBy: 'Tecnoservice',
    },
    { id: 3, day: '2025-02-03', kind: 'ROUTINE', description: 'Prima messa in servizio', performedBy: null },
  ],
  qrCode: {
    url: 'https://portale.example.it/e/Xy3kP0aaNw9v2LbQ0c1tYk',
    issuedAt: '2025-02-03T08:00:00.000Z',
  },
};

const staffActions = ['Modifica', 'Sposta', 'Aggiungi intervento', 'Carica documento', 'Dismetti'];

describe('the equipment list', () => {
  it('shows each row’s code, name, category, brand and model, site, place, state and last maintenance', () => {
    const text = renderedText(
      <EquipmentList items={[scrubber, dispenser]} staff={false} selection={null} />,
      {
        screen: 'wide',
      },
    );
    for (const words of [
      'Etichetta Nome Categoria Marca e modello Ubicazione Posizione Stato Ultima manutenzione',
      'AT-000001 Lavasciuga del corridoio nord Macchina per la pulizia Kärcher BR 35/12 Padiglione A',
      'Padiglione A › Piano terra › Corridoio nord In servizio 11/03/2026',
      'AT-000002 Dispenser di sapone Dispenser Tork Padiglione A Bagno del primo piano Fuori servizio Mai',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('Azienda Ospedaliera');
    expect(
      renderedMarkup(<EquipmentList items={[scrubber]} staff={false} selection={null} />, { screen: 'wide' }),
    ).toContain('href="/site-equipments/1"');
  });

  it('gives a phone a card each, and staff the customer and a box to choose each row', () => {
    const selection = { selected: new Set([1]), onToggle: () => undefined, onTogglePage: () => undefined };
    const markup = renderedMarkup(
      <EquipmentList items={[scrubber, dispenser]} staff selection={selection} />,
    );
    expect(markup.match(/<article/g)).toHaveLength(2);
    expect(markup).toContain('aria-label="Seleziona Lavasciuga del corridoio nord (AT-000001)"');
    expect(markup).toContain('Seleziona tutta la pagina');
    expect(renderedText(<EquipmentList items={[scrubber]} staff selection={selection} />)).toContain(
      'Padiglione A Azienda Ospedaliera',
    );
  });
});

describe('a piece of equipment’s page', () => {
  it('shows customers its data, documents and log, and none of staff’s actions nor its label', () => {
    const text = renderedText(
      <EquipmentDetailView equipment={detail} canManage={false} staff={false} siteLink="customer" />,
    );
    expect(text).toContain('Lavasciuga del corridoio nord Etichetta AT-000001 In servizio');
    expect(text).toContain('Matricola KB-2291-77');
    expect(text).toContain('Data di installazione 03/02/2025');
    expect(text).toContain(
      'Scheda di sicurezza del detergente Scheda di sicurezza 2 KB, caricato il 15/01/2026 Scarica',
    );
    expect(text).toContain('11/03/2026 Riparazione Sostituite le spazzole Eseguito da Tecnoservice');
    expect(text.indexOf('Riparazione')).toBeLessThan(text.indexOf('Prima messa in servizio'));
    for (const action of [...staffActions, 'Codice QR', 'Stampa etichetta', 'Elimina', 'Cliente'])
      expect(text).not.toContain(action);
  });

  it('gives staff with equipment the changes, the documents to remove and the label', () => {
    const text = renderedText(<EquipmentDetailView equipment={detail} canManage staff siteLink="staff" />);
    for (const action of [
      ...staffActions,
      'Elimina',
      'Codice QR',
      'Stampa etichetta',
      'Sostituisci etichetta',
      'Revoca',
    ])
      expect(text).toContain(action);
    expect(text).toContain('etichetta in uso dal 03/02/2025');
    expect(text).toContain('Cliente Azienda Ospedaliera');
  });

  it('shows a retired piece of equipment’s retirement and no change', () => {
    const retired: EquipmentDetail = {
      ...detail,
      state: 'OUT_OF_SERVICE',
      retiredOn: '2026-04-08',
      qrCode: null,
      log: [
        { id: 9, day: '2026-04-08', kind: 'RETIREMENT', description: 'Motore bruciato', performedBy: null },
        ...detail.log,
      ],
    };
    const text = renderedText(<EquipmentDetailView equipment={retired} canManage staff siteLink="staff" />);
    expect(text).toContain('Fuori servizio Dismessa');
    expect(text).toContain('Dismessa l’08/04/2026');
    expect(text).toContain('Dismissione: Motore bruciato');
    for (const action of [...staffActions, 'Elimina', 'Codice QR', 'Stampa etichetta'])
      expect(text).not.toContain(action);
  });
});
