import { SaxesParser, type SaxesTagNS } from 'saxes';
import { isCalendarDay, type FatturaPaView } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';

/**
 * Reads an Italian electronic invoice (FatturaPA 1.2) strictly, as a stream of events (saxes): no tree is
 * built, a DOCTYPE (and so any entity of one: XXE, billion laughs) is refused, and so are files over
 * 5 MB, deeper than 32 elements, not UTF-8, not well formed, of another format, holding more than one
 * document, of a type other than TD01 (invoice) and TD04 (credit note), or missing a mandatory field.
 * Every problem found is reported with its path: 400 Invalid electronic invoice, body.fields.
 */
export const maxFatturaPaBytes = 5 * 1024 * 1024;
const maxDepth = 32;
const maxElements = 200_000;

type FieldError = { path: string; message: string };
type Party = FatturaPaView['seller'];
type Line = FatturaPaView['lines'][number];
type VatSummary = FatturaPaView['vatSummary'][number];
type Payment = FatturaPaView['payments'][number];

const header = 'FatturaElettronicaHeader';
const body = 'FatturaElettronicaBody';
const seller = `${header}/CedentePrestatore`;
const buyer = `${header}/CessionarioCommittente`;
const general = `${body}/DatiGenerali/DatiGeneraliDocumento`;
const linePath = `${body}/DatiBeniServizi/DettaglioLinee`;
const summaryPath = `${body}/DatiBeniServizi/DatiRiepilogo`;
const paymentPath = `${body}/DatiPagamento/DettaglioPagamento`;

/** 1234.5 or 1234.56789 (FatturaPA's decimals) to cents, half away from zero; null when malformed. */
export function parseAmountCents(value: string): number | null {
  const match = /^(-?)(\d{1,12})(?:\.(\d{1,8}))?$/.exec(value.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', decimals = ''] = match;
  const padded = decimals.padEnd(3, '0');
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded.charAt(2)) >= 5) cents += 1;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

class Collector {
  readonly errors: FieldError[] = [];
  readonly values = new Map<string, string>();
  readonly lines: Record<string, string>[] = [];
  readonly summaries: Record<string, string>[] = [];
  readonly payments: Record<string, string>[] = [];
  bodies = 0;
  version = '';

  fail(path: string, message: string) {
    if (this.errors.length < 50) this.errors.push({ path, message });
  }

  text(path: string, required = true): string | null {
    const value = this.values.get(path)?.trim();
    if (value) return value;
    if (required) this.fail(path, 'Campo obbligatorio mancante');
    return null;
  }

  date(path: string, value: string | null | undefined, required = true): string | null {
    if (!value) {
      if (required) this.fail(path, 'Campo obbligatorio mancante');
      return null;
    }
    if (!isCalendarDay(value)) {
      this.fail(path, `Data non valida: «${value.slice(0, 40)}» (atteso AAAA-MM-GG)`);
      return null;
    }
    return value;
  }

  amount(path: string, value: string | null | undefined, required = true): number | null {
    if (!value) {
      if (required) this.fail(path, 'Campo obbligatorio mancante');
      return null;
    }
    const cents = parseAmountCents(value);
    if (cents === null) this.fail(path, `Importo non valido: «${value.slice(0, 40)}»`);
    return cents;
  }

  party(path: string): Party {
    const anagrafica = `${path}/DatiAnagrafici/Anagrafica`;
    const company = this.values.get(`${anagrafica}/Denominazione`)?.trim();
    const person = [this.values.get(`${anagrafica}/Nome`), this.values.get(`${anagrafica}/Cognome`)]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
    const name = company || person;
    if (!name) this.fail(`${anagrafica}/Denominazione`, 'Campo obbligatorio mancante');
    const country = this.values.get(`${path}/DatiAnagrafici/IdFiscaleIVA/IdPaese`)?.trim();
    const code = this.values.get(`${path}/DatiAnagrafici/IdFiscaleIVA/IdCodice`)?.trim();
    const taxCode = this.values.get(`${path}/DatiAnagrafici/CodiceFiscale`)?.trim() || null;
    if (!(country && code) && !taxCode) {
      this.fail(`${path}/DatiAnagrafici/IdFiscaleIVA`, 'Partita IVA o codice fiscale mancante');
    }
    const sede = ['Indirizzo', 'NumeroCivico', 'CAP', 'Comune', 'Provincia']
      .map((field) => this.values.get(`${path}/Sede/${field}`)?.trim())
      .filter(Boolean);
    return {
      name: name || '',
      vatNumber: country && code ? `${country}${code}` : null,
      taxCode,
      address: sede.length > 0 ? sede.join(' ') : null,
    };
  }
}

/** Splits the bytes into the events of the document and collects what the view needs. */
function collect(xml: string): Collector {
  const found = new Collector();
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: string[] = [];
  let texts: string[] = [];
  let elements = 0;
  let current: Record<string, string> | null = null;
  let currentBase = '';
  let stopped = false;
  const stop = (path: string, message: string) => {
    found.fail(path, message);
    stopped = true;
    throw new Error('stop');
  };

  parser.on('xmldecl', (decl) => {
    if (decl.encoding && !/^utf-?8$/i.test(decl.encoding)) {
      stop('xml', `Codifica non ammessa: ${decl.encoding.slice(0, 20)} (ammessa UTF-8)`);
    }
  });
  parser.on('doctype', () => stop('xml', 'DOCTYPE non ammesso nelle fatture elettroniche'));
  parser.on('opentag', (tag: SaxesTagNS) => {
    elements += 1;
    if (elements > maxElements) stop('xml', 'Troppi elementi');
    if (stack.length === 0) {
      if (tag.local !== 'FatturaElettronica') {
        stop(tag.local, 'L’elemento radice deve essere FatturaElettronica');
      }
      const version = tag.attributes.versione;
      const value = typeof version === 'string' ? version : version?.value;
      if (value !== 'FPR12' && value !== 'FPA12') {
        stop('FatturaElettronica/@versione', 'Versione non gestita (ammesse FPR12 e FPA12)');
      }
      found.version = value ?? '';
      stack.push('');
      return;
    }
    if (stack.length >= maxDepth) stop(stack.join('/'), 'Annidamento troppo profondo');
    stack.push(tag.local);
    texts = [];
    const path = stack.slice(1).join('/');
    if (path === body) found.bodies += 1;
    const list =
      path === linePath
        ? found.lines
        : path === summaryPath
          ? found.summaries
          : path === paymentPath
            ? found.payments
            : null;
    if (list) {
      current = {};
      currentBase = path;
      list.push(current);
    }
  });
  parser.on('text', (text) => texts.push(text));
  parser.on('cdata', (text) => texts.push(text));
  parser.on('closetag', () => {
    const path = stack.slice(1).join('/');
    const value = texts.join('').trim();
    texts = [];
    if (value && found.bodies <= 1) {
      if (current && path.startsWith(`${currentBase}/`)) {
        current[path.slice(currentBase.length + 1)] ??= value;
      } else if (!found.values.has(path)) {
        found.values.set(path, value);
      }
    }
    if (path === currentBase) current = null;
    stack.pop();
  });

  try {
    parser.write(xml).close();
  } catch (error) {
    if (!stopped) {
      const message = error instanceof Error ? error.message : String(error);
      // saxes puts the position first: "1:45: unclosed tag: Numero".
      found.fail('xml', `XML non ben formato: ${message.slice(0, 200)}`);
    }
  }
  return found;
}

const documentTypes = { TD01: 'invoice', TD04: 'credit_note' } as const;

/** The readable view of a FatturaPA XML, or 400 Invalid electronic invoice with what is wrong. */
export function readFatturaPa(bytes: Buffer): FatturaPaView {
  const invalid = (fields: FieldError[]) => new AppError('BILLING_INVALID_FATTURAPA', { fields });
  if (bytes.length > maxFatturaPaBytes) {
    throw invalid([{ path: 'xml', message: 'File troppo grande (al massimo 5 MB)' }]);
  }
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw invalid([{ path: 'xml', message: 'Il file non è testo UTF-8' }]);
  }
  const found = collect(xml);
  if (found.errors.length > 0) throw invalid(found.errors);
  if (found.bodies !== 1) {
    throw invalid([
      {
        path: body,
        message:
          found.bodies === 0 ? 'Campo obbligatorio mancante' : 'Il file contiene più documenti: uno per file',
      },
    ]);
  }

  const typePath = `${general}/TipoDocumento`;
  const type = found.text(typePath);
  if (type && !(type in documentTypes)) {
    found.fail(
      typePath,
      `Tipo documento non gestito: ${type.slice(0, 10)} (ammessi TD01 fattura e TD04 nota di credito)`,
    );
  }
  const currency = found.text(`${general}/Divisa`);
  if (currency && currency !== 'EUR')
    found.fail(`${general}/Divisa`, 'Sono gestiti solo documenti in euro (EUR)');
  const number = found.text(`${general}/Numero`);
  if (number && number.length > 40)
    found.fail(`${general}/Numero`, 'Numero troppo lungo (al massimo 40 caratteri)');
  const issueDate = found.date(`${general}/Data`, found.values.get(`${general}/Data`));
  const sellerParty = found.party(seller);
  const buyerParty = found.party(buyer);

  const lines: Line[] = found.lines.map((line, index) => {
    const at = `${linePath}[${index + 1}]`;
    return {
      number: Number(line.NumeroLinea ?? index + 1) || index + 1,
      description: line.Descrizione ?? (found.fail(`${at}/Descrizione`, 'Campo obbligatorio mancante'), ''),
      quantity: line.Quantita ?? null,
      unitPriceCents: found.amount(`${at}/PrezzoUnitario`, line.PrezzoUnitario, false),
      totalCents: found.amount(`${at}/PrezzoTotale`, line.PrezzoTotale) ?? 0,
      vatRate: line.AliquotaIVA ?? (found.fail(`${at}/AliquotaIVA`, 'Campo obbligatorio mancante'), ''),
      periodFrom: found.date(`${at}/DataInizioPeriodo`, line.DataInizioPeriodo, false),
      periodTo: found.date(`${at}/DataFinePeriodo`, line.DataFinePeriodo, false),
    };
  });
  if (lines.length === 0) found.fail(linePath, 'Campo obbligatorio mancante');
  const vatSummary: VatSummary[] = found.summaries.map((summary, index) => {
    const at = `${summaryPath}[${index + 1}]`;
    return {
      vatRate: summary.AliquotaIVA ?? (found.fail(`${at}/AliquotaIVA`, 'Campo obbligatorio mancante'), ''),
      taxableCents: found.amount(`${at}/ImponibileImporto`, summary.ImponibileImporto) ?? 0,
      vatCents: found.amount(`${at}/Imposta`, summary.Imposta) ?? 0,
      nature: summary.Natura ?? null,
    };
  });
  if (vatSummary.length === 0) found.fail(summaryPath, 'Campo obbligatorio mancante');
  const payments: Payment[] = found.payments.map((payment, index) => {
    const at = `${paymentPath}[${index + 1}]`;
    return {
      method: payment.ModalitaPagamento ?? null,
      dueDate: found.date(`${at}/DataScadenzaPagamento`, payment.DataScadenzaPagamento, false),
      amountCents: found.amount(`${at}/ImportoPagamento`, payment.ImportoPagamento, false),
      iban: payment.IBAN ?? null,
    };
  });
  const taxableCents = vatSummary.reduce((sum, summary) => sum + summary.taxableCents, 0);
  const vatCents = vatSummary.reduce((sum, summary) => sum + summary.vatCents, 0);
  const stated = found.amount(
    `${general}/ImportoTotaleDocumento`,
    found.values.get(`${general}/ImportoTotaleDocumento`),
    false,
  );
  const totalCents = stated ?? taxableCents + vatCents;
  if (totalCents < 0 || taxableCents < 0) {
    found.fail(
      `${general}/ImportoTotaleDocumento`,
      'Gli importi di una fattura o nota di credito non possono essere negativi',
    );
  }
  const periodStarts = lines.flatMap((line) => (line.periodFrom ? [line.periodFrom] : [])).sort();
  const periodEnds = lines.flatMap((line) => (line.periodTo ? [line.periodTo] : [])).sort();

  if (found.errors.length > 0 || !type || !number || !issueDate || !currency) throw invalid(found.errors);
  const documentType = type as keyof typeof documentTypes;
  return {
    formatVersion: found.version,
    documentType,
    kind: documentTypes[documentType],
    number,
    issueDate,
    currency,
    seller: sellerParty,
    buyer: buyerParty,
    causale: found.values.get(`${general}/Causale`) ?? null,
    lines,
    vatSummary,
    payments,
    taxableCents,
    vatCents,
    totalCents,
    dueDate: payments.find((payment) => payment.dueDate)?.dueDate ?? null,
    periodFrom: periodStarts[0] ?? null,
    periodTo: periodEnds.at(-1) ?? null,
  };
}
