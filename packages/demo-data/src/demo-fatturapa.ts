/**
 * A FatturaPA 1.2 XML (private-sector format FPR12) for a demo invoice or credit note: the shape the
 * Italian exchange system (SdI) delivers, with the fields the portal reads. Built from strings; every
 * value is escaped.
 */
export type DemoFatturaPa = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issueDate: string;
  dueDate: string;
  periodFrom: string;
  periodTo: string;
  taxableCents: number;
  vatCents: number;
  totalCents: number;
  description: string;
  seller: { name: string; vatNumber: string; address: string; cap: string; city: string; province: string };
  buyer: { name: string; vatNumber: string };
};

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

/** Cents as FatturaPA writes amounts: a dot and two decimals. */
export const fatturaPaAmount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** 'IT01234567890' as IdPaese and IdCodice. */
const vatParts = (vatNumber: string) => {
  const country = /^[A-Z]{2}/.test(vatNumber) ? vatNumber.slice(0, 2) : 'IT';
  const code = /^[A-Z]{2}/.test(vatNumber) ? vatNumber.slice(2) : vatNumber;
  return { country, code };
};

export function renderDemoFatturaPa(invoice: DemoFatturaPa): string {
  const seller = vatParts(invoice.seller.vatNumber);
  const buyer = vatParts(invoice.buyer.vatNumber);
  const x = escapeXml;
  return `<?xml version="1.0" encoding="UTF-8"?>
<p:FatturaElettronica versione="FPR12" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <FatturaElettronicaHeader>
    <DatiTrasmissione>
      <IdTrasmittente><IdPaese>${x(seller.country)}</IdPaese><IdCodice>${x(seller.code)}</IdCodice></IdTrasmittente>
      <ProgressivoInvio>${x(invoice.number.replace(/[^A-Za-z0-9]/g, '').slice(-10))}</ProgressivoInvio>
      <FormatoTrasmissione>FPR12</FormatoTrasmissione>
      <CodiceDestinatario>0000000</CodiceDestinatario>
    </DatiTrasmissione>
    <CedentePrestatore>
      <DatiAnagrafici>
        <IdFiscaleIVA><IdPaese>${x(seller.country)}</IdPaese><IdCodice>${x(seller.code)}</IdCodice></IdFiscaleIVA>
        <Anagrafica><Denominazione>${x(invoice.seller.name)}</Denominazione></Anagrafica>
        <RegimeFiscale>RF01</RegimeFiscale>
      </DatiAnagrafici>
      <Sede>
        <Indirizzo>${x(invoice.seller.address)}</Indirizzo>
        <CAP>${x(invoice.seller.cap)}</CAP>
        <Comune>${x(invoice.seller.city)}</Comune>
        <Provincia>${x(invoice.seller.province)}</Provincia>
        <Nazione>IT</Nazione>
      </Sede>
    </CedentePrestatore>
    <CessionarioCommittente>
      <DatiAnagrafici>
        <IdFiscaleIVA><IdPaese>${x(buyer.country)}</IdPaese><IdCodice>${x(buyer.code)}</IdCodice></IdFiscaleIVA>
        <Anagrafica><Denominazione>${x(invoice.buyer.name)}</Denominazione></Anagrafica>
      </DatiAnagrafici>
      <Sede><Indirizzo>Via dell'Amministrazione, 1</Indirizzo><CAP>20100</CAP><Comune>Milano</Comune><Provincia>MI</Provincia><Nazione>IT</Nazione></Sede>
    </CessionarioCommittente>
  </FatturaElettronicaHeader>
  <FatturaElettronicaBody>
    <DatiGenerali>
      <DatiGeneraliDocumento>
        <TipoDocumento>${invoice.kind === 'invoice' ? 'TD01' : 'TD04'}</TipoDocumento>
        <Divisa>EUR</Divisa>
        <Data>${invoice.issueDate}</Data>
        <Numero>${x(invoice.number)}</Numero>
        <ImportoTotaleDocumento>${fatturaPaAmount(invoice.totalCents)}</ImportoTotaleDocumento>
        <Causale>${x(invoice.description)}</Causale>
      </DatiGeneraliDocumento>
    </DatiGenerali>
    <DatiBeniServizi>
      <DettaglioLinee>
        <NumeroLinea>1</NumeroLinea>
        <Descrizione>${x(invoice.description)}</Descrizione>
        <DataInizioPeriodo>${invoice.periodFrom}</DataInizioPeriodo>
        <DataFinePeriodo>${invoice.periodTo}</DataFinePeriodo>
        <Quantita>1.00</Quantita>
        <PrezzoUnitario>${fatturaPaAmount(invoice.taxableCents)}</PrezzoUnitario>
        <PrezzoTotale>${fatturaPaAmount(invoice.taxableCents)}</PrezzoTotale>
        <AliquotaIVA>22.00</AliquotaIVA>
      </DettaglioLinee>
      <DatiRiepilogo>
        <AliquotaIVA>22.00</AliquotaIVA>
        <ImponibileImporto>${fatturaPaAmount(invoice.taxableCents)}</ImponibileImporto>
        <Imposta>${fatturaPaAmount(invoice.vatCents)}</Imposta>
        <EsigibilitaIVA>S</EsigibilitaIVA>
      </DatiRiepilogo>
    </DatiBeniServizi>
    <DatiPagamento>
      <CondizioniPagamento>TP02</CondizioniPagamento>
      <DettaglioPagamento>
        <ModalitaPagamento>MP05</ModalitaPagamento>
        <DataScadenzaPagamento>${invoice.dueDate}</DataScadenzaPagamento>
        <ImportoPagamento>${fatturaPaAmount(invoice.totalCents)}</ImportoPagamento>
        <IBAN>IT60X0542811101000000123456</IBAN>
      </DettaglioPagamento>
    </DatiPagamento>
  </FatturaElettronicaBody>
</p:FatturaElettronica>
`;
}
