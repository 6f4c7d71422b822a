import type { FatturaPaView } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { renderedText } from '../../../lib/testing/rendered-text.tsx';
import { FatturaPaPreview } from './fatturapa-preview.tsx';

const party = (name: string) => ({ name, vatNumber: null, taxCode: null, address: null });

const view = (buyer: string): FatturaPaView => ({
  formatVersion: 'FPR12',
  documentType: 'TD01',
  kind: 'invoice',
  number: '2026/118',
  issueDate: '2026-03-02',
  currency: 'EUR',
  seller: party('Servizi Integrati Srl'),
  buyer: party(buyer),
  causale: null,
  lines: [],
  vatSummary: [],
  payments: [],
  taxableCents: 100_000,
  vatCents: 22_000,
  totalCents: 122_000,
  dueDate: null,
  periodFrom: null,
  periodTo: null,
});

describe('the FatturaPA preview', () => {
  it('names seller and buyer with the preposition Italian wants: «ad Azienda», «a Comune»', () => {
    expect(
      renderedText(<FatturaPaPreview state={{ status: 'read', view: view('Azienda Ospedaliera') }} />),
    ).toContain('Da Servizi Integrati Srl ad Azienda Ospedaliera.');
    expect(
      renderedText(<FatturaPaPreview state={{ status: 'read', view: view('Comune di Varese') }} />),
    ).toContain('Da Servizi Integrati Srl a Comune di Varese.');
  });
});
