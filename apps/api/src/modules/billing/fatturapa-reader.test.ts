import { describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/app-error.ts';
import { parseAmountCents, readFatturaPa } from './fatturapa-reader.ts';

/** A small but complete FatturaPA 1.2 invoice; `change` edits its text to make the malformed cases. */
const invoiceXml = (change: (xml: string) => string = (xml) => xml) =>
  Buffer.from(
    change(`<?xml version="1.0" encoding="UTF-8"?>
<p:FatturaElettronica versione="FPR12" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2">
  <FatturaElettronicaHeader>
    <CedentePrestatore>
      <DatiAnagrafici>
        <IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>02876451015</IdCodice></IdFiscaleIVA>
        <Anagrafica><Denominazione>Servizi Integrati Italia S.p.A.</Denominazione></Anagrafica>
      </DatiAnagrafici>
      <Sede><Indirizzo>Via dei Servizi, 12</Indirizzo><CAP>20124</CAP><Comune>Milano</Comune></Sede>
    </CedentePrestatore>
    <CessionarioCommittente>
      <DatiAnagrafici>
        <CodiceFiscale>RSSMRA80A01F205X</CodiceFiscale>
        <Anagrafica><Nome>Mario</Nome><Cognome>Rossi</Cognome></Anagrafica>
      </DatiAnagrafici>
    </CessionarioCommittente>
  </FatturaElettronicaHeader>
  <FatturaElettronicaBody>
    <DatiGenerali>
      <DatiGeneraliDocumento>
        <TipoDocumento>TD01</TipoDocumento>
        <Divisa>EUR</Divisa>
        <Data>2026-02-04</Data>
        <Numero>FT-2026-0001-02</Numero>
        <ImportoTotaleDocumento>1464.00</ImportoTotaleDocumento>
        <Causale>Canone di gennaio &amp; servizi extra</Causale>
      </DatiGeneraliDocumento>
    </DatiGenerali>
    <DatiBeniServizi>
      <DettaglioLinee>
        <NumeroLinea>1</NumeroLinea>
        <Descrizione>Pulizia uffici</Descrizione>
        <DataInizioPeriodo>2026-01-01</DataInizioPeriodo>
        <DataFinePeriodo>2026-01-31</DataFinePeriodo>
        <Quantita>1.00</Quantita>
        <PrezzoUnitario>1000.00</PrezzoUnitario>
        <PrezzoTotale>1000.00</PrezzoTotale>
        <AliquotaIVA>22.00</AliquotaIVA>
      </DettaglioLinee>
      <DettaglioLinee>
        <NumeroLinea>2</NumeroLinea>
        <Descrizione><![CDATA[Sanificazione <straordinaria>]]></Descrizione>
        <PrezzoTotale>200.005</PrezzoTotale>
        <AliquotaIVA>22.00</AliquotaIVA>
      </DettaglioLinee>
      <DatiRiepilogo><AliquotaIVA>22.00</AliquotaIVA><ImponibileImporto>1200.00</ImponibileImporto><Imposta>264.00</Imposta></DatiRiepilogo>
    </DatiBeniServizi>
    <DatiPagamento>
      <CondizioniPagamento>TP02</CondizioniPagamento>
      <DettaglioPagamento>
        <ModalitaPagamento>MP05</ModalitaPagamento>
        <DataScadenzaPagamento>2026-04-05</DataScadenzaPagamento>
        <ImportoPagamento>1464.00</ImportoPagamento>
      </DettaglioPagamento>
    </DatiPagamento>
  </FatturaElettronicaBody>
</p:FatturaElettronica>`),
  );

/** The fields of the 400 a malformed file gets. */
function problemsOf(bytes: Buffer): { path: string; message: string }[] {
  try {
    readFatturaPa(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('BILLING_INVALID_FATTURAPA');
    expect((error as AppError).status).toBe(400);
    return (error as AppError).details.fields ?? [];
  }
  throw new Error('the file was accepted');
}

const general = 'FatturaElettronicaBody/DatiGenerali/DatiGeneraliDocumento';

describe('readFatturaPa on a valid file', () => {
  it('reads the document, the parties, the lines, the VAT summary and the payment', () => {
    const view = readFatturaPa(invoiceXml());
    expect(view).toMatchObject({
      formatVersion: 'FPR12',
      documentType: 'TD01',
      kind: 'invoice',
      number: 'FT-2026-0001-02',
      issueDate: '2026-02-04',
      currency: 'EUR',
      causale: 'Canone di gennaio & servizi extra',
      taxableCents: 120_000,
      vatCents: 26_400,
      totalCents: 146_400,
      dueDate: '2026-04-05',
      periodFrom: '2026-01-01',
      periodTo: '2026-01-31',
    });
    expect(view.seller).toEqual({
      name: 'Servizi Integrati Italia S.p.A.',
      vatNumber: 'IT02876451015',
      taxCode: null,
      address: 'Via dei Servizi, 12 20124 Milano',
    });
    expect(view.buyer).toMatchObject({ name: 'Mario Rossi', vatNumber: null, taxCode: 'RSSMRA80A01F205X' });
    expect(view.lines).toHaveLength(2);
    expect(view.lines[1]).toMatchObject({ description: 'Sanificazione <straordinaria>', totalCents: 20_001 });
    expect(view.payments).toEqual([
      { method: 'MP05', dueDate: '2026-04-05', amountCents: 146_400, iban: null },
    ]);
  });

  it('reads a credit note (TD04), with a byte order mark and without a stated total', () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      invoiceXml((xml) =>
        xml.replace('TD01', 'TD04').replace('<ImportoTotaleDocumento>1464.00</ImportoTotaleDocumento>', ''),
      ),
    ]);
    expect(readFatturaPa(bytes)).toMatchObject({
      kind: 'credit_note',
      documentType: 'TD04',
      totalCents: 146_400,
    });
  });

  it('turns FatturaPA amounts into cents, rounding half away from zero', () => {
    expect(parseAmountCents('1234.56')).toBe(123_456);
    expect(parseAmountCents('0.005')).toBe(1);
    expect(parseAmountCents('-10.5')).toBe(-1050);
    expect(parseAmountCents('12')).toBe(1200);
    expect(parseAmountCents('1,50')).toBeNull();
    expect(parseAmountCents('')).toBeNull();
  });
});

describe('readFatturaPa on a malformed file', () => {
  it('refuses a DOCTYPE, so no entity can be declared (XXE, billion laughs)', () => {
    const xxe = invoiceXml((xml) =>
      xml
        .replace('<p:Fattura', '<!DOCTYPE x [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n<p:Fattura')
        .replace('Pulizia uffici', '&secret;'),
    );
    expect(problemsOf(xxe)).toEqual([
      { path: 'xml', message: 'DOCTYPE non ammesso nelle fatture elettroniche' },
    ]);
  });

  it('refuses an undefined entity and a file that is not well formed, naming the position', () => {
    const [entity] = problemsOf(invoiceXml((xml) => xml.replace('Pulizia uffici', '&secret;')));
    expect(entity?.path).toBe('xml');
    expect(entity?.message).toMatch(/^XML non ben formato: .*\d+:\d+/);
    const [unclosed] = problemsOf(invoiceXml((xml) => xml.replace('</Numero>', '')));
    expect(unclosed?.message).toMatch(/^XML non ben formato/);
  });

  it('names every missing mandatory field with its path', () => {
    const paths = problemsOf(
      invoiceXml((xml) =>
        xml
          .replace('<Numero>FT-2026-0001-02</Numero>', '')
          .replace('<Data>2026-02-04</Data>', '')
          .replace(/<DatiRiepilogo>.*<\/DatiRiepilogo>/, ''),
      ),
    ).map((field) => field.path);
    expect(paths).toEqual([
      `${general}/Numero`,
      `${general}/Data`,
      'FatturaElettronicaBody/DatiBeniServizi/DatiRiepilogo',
    ]);
  });

  it('refuses another document type, another currency, bad dates and bad amounts', () => {
    expect(problemsOf(invoiceXml((xml) => xml.replace('TD01', 'TD05')))).toEqual([
      {
        path: `${general}/TipoDocumento`,
        message: 'Tipo documento non gestito: TD05 (ammessi TD01 fattura e TD04 nota di credito)',
      },
    ]);
    expect(problemsOf(invoiceXml((xml) => xml.replace('<Divisa>EUR', '<Divisa>USD')))[0]?.path).toBe(
      `${general}/Divisa`,
    );
    expect(problemsOf(invoiceXml((xml) => xml.replace('2026-02-04', '2026-02-30')))[0]).toEqual({
      path: `${general}/Data`,
      message: 'Data non valida: «2026-02-30» (atteso AAAA-MM-GG)',
    });
    expect(problemsOf(invoiceXml((xml) => xml.replace('<Imposta>264.00', '<Imposta>264,00')))[0]?.path).toBe(
      'FatturaElettronicaBody/DatiBeniServizi/DatiRiepilogo[1]/Imposta',
    );
  });

  it('refuses another root, another version, two documents in one file, and files that are not UTF-8', () => {
    expect(problemsOf(Buffer.from('<Fattura versione="FPR12"/>'))[0]?.message).toBe(
      'L’elemento radice deve essere FatturaElettronica',
    );
    expect(problemsOf(invoiceXml((xml) => xml.replace('FPR12', 'FPR11')))[0]?.path).toBe(
      'FatturaElettronica/@versione',
    );
    const twice = invoiceXml((xml) =>
      xml.replace(/(<FatturaElettronicaBody>[\s\S]*<\/FatturaElettronicaBody>)/, '$1$1'),
    );
    expect(problemsOf(twice)).toEqual([
      { path: 'FatturaElettronicaBody', message: 'Il file contiene più documenti: uno per file' },
    ]);
    expect(problemsOf(Buffer.from([0x3c, 0xff, 0xfe, 0x00]))[0]?.message).toBe('Il file non è testo UTF-8');
    expect(
      problemsOf(invoiceXml((xml) => xml.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')))[0]?.message,
    ).toBe('Codifica non ammessa: ISO-8859-1 (ammessa UTF-8)');
  });

  it('refuses a file over 5 MB before reading it', () => {
    expect(problemsOf(Buffer.alloc(5 * 1024 * 1024 + 1, 0x20))).toEqual([
      { path: 'xml', message: 'File troppo grande (al massimo 5 MB)' },
    ]);
  });
});
