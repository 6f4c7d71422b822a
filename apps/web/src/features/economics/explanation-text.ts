import {
  italianMonthName,
  type EconomicsAdjustment,
  type EconomicsFeeLine,
  type EconomicsMonthDetail,
} from '@portale/shared';
import { formatDate, formatDateAfter, formatPeriod } from '../../lib/format.ts';
import { formatCents } from '../../lib/format-cents.ts';
import { formatNumber } from '../../lib/italian-numbers.ts';

/** «Novembre 2026». */
export const monthTitle = (year: number, month: number) =>
  `${italianMonthName(month, { capital: true })} ${year}`;

/** «gen», «feb»…: the chart's months. */
export const monthShort = (month: number) => italianMonthName(month).slice(0, 3);

/** An amount with its sign, as a change reads: «+250,00 €», «−85,20 €» (a true minus sign). */
export function signedCents(cents: number): string {
  if (cents === 0) return formatCents(0);
  return `${cents > 0 ? '+' : '−'}${formatCents(Math.abs(cents))}`;
}

const squareMetres = (centiSqm: number) => `${formatNumber(centiSqm / 100, 2)} m²`;

/** «aperto 18 giorni lavorativi su 21», «aperto tutti i 21 giorni lavorativi», «chiuso per tutto il mese». */
function openDays(open: number, of: number, word: 'aperto' | 'dovuto'): string {
  if (of === 0) return 'nessun giorno lavorativo nel mese';
  if (open === 0) return word === 'aperto' ? 'chiuso per tutto il mese' : 'non dovuto in questo mese';
  if (open === of)
    return of === 1 ? `${word} l’unico giorno lavorativo` : `${word} tutti i ${of} giorni lavorativi`;
  return `${word} ${open} ${open === 1 ? 'giorno lavorativo' : 'giorni lavorativi'} su ${of}`;
}

/**
 * One line of the month, as the drawer reads it:
 * «Ufficio 1.02 — 24,50 m² × 1,200 = 29,40 m² equivalenti, aperto 18 giorni lavorativi su 21: 412,35 €».
 */
export function feeLineText(line: EconomicsFeeLine): string {
  if (line.kind === 'room') {
    const coefficient = line.coefficientMillionths / 1_000_000;
    const weight =
      line.coefficientMillionths === 1_000_000
        ? squareMetres(line.areaCentiSqm)
        : `${squareMetres(line.areaCentiSqm)} × ${formatNumber(coefficient, 3)} = ${formatNumber(
            (line.areaCentiSqm / 100) * coefficient,
            2,
          )} m² equivalenti`;
    return `${line.name} — ${weight}, ${openDays(line.openWorkingDays, line.workingDays, 'aperto')}: ${formatCents(line.amountCents)}`;
  }
  const name = line.kind === 'site' ? 'Canone dell’ubicazione' : `Servizio «${line.name}»`;
  return `${name}, ${openDays(line.dueWorkingDays, line.workingDays, 'dovuto')}: ${formatCents(line.amountCents)}`;
}

const roomVariationNames: Record<number, string> = {
  1: 'modifica dei locali',
  2: 'sospensione',
  3: 'apertura',
  4: 'chiusura',
};
const serviceVariationNames: Record<number, string> = {
  1: 'cambio di prezzo del servizio',
  2: 'sospensione del servizio',
  3: 'fine del servizio',
};

/** «Richiesta n. 12 (chiusura dal 10/11/2026 al 16/11/2026): −85,20 €». */
export function adjustmentText(adjustment: EconomicsAdjustment): string {
  const names = adjustment.type === 0 ? serviceVariationNames : roomVariationNames;
  const what = adjustment.subtype === null ? undefined : names[adjustment.subtype];
  const when = !adjustment.dateFrom
    ? undefined
    : adjustment.dateTo
      ? formatPeriod(adjustment.dateFrom, adjustment.dateTo)
      : formatDateAfter('dal', adjustment.dateFrom);
  const about = [what, when].filter(Boolean).join(' ');
  return `Richiesta n. ${adjustment.variationId}${about ? ` (${about})` : ''}: ${signedCents(adjustment.effectCents)}`;
}

/** «Extra «Pulizia dopo il trasloco», chiesto dal cliente: +250,00 €». */
export function variationText(variation: {
  amountCents: number;
  description: string;
  byCustomer: boolean;
}): string {
  const extra = variation.amountCents > 0;
  const kind = extra ? 'Extra' : 'Detrazione';
  const ending = extra ? 'o' : 'a';
  const who = variation.byCustomer ? `chiest${ending} dal cliente` : `inserit${ending} dal fornitore`;
  return `${kind} «${variation.description}», ${who}: ${signedCents(variation.amountCents)}`;
}

type Fee = NonNullable<EconomicsMonthDetail['fee']>;

const weekWords: Record<number, string> = {
  5: 'dal lunedì al venerdì',
  6: 'dal lunedì al sabato',
  7: 'tutti i giorni della settimana',
};

/** How the month's working days are counted: week, holidays, patron saint, month duration. */
export function calendarText(fee: Fee): string[] {
  const sentences = [
    `Giorni lavorativi del mese: ${fee.workingDays} (si lavora ${weekWords[fee.weekLength] ?? `${fee.weekLength} giorni su 7`}).`,
  ];
  if (fee.holidaysAreWorkingDays) sentences.push('Le festività contano come giorni lavorativi.');
  else if (fee.holidays.length === 0)
    sentences.push('Nessuna festività cade in un giorno lavorativo del mese.');
  else {
    const days = fee.holidays.map((day) =>
      fee.patronSaintDay !== null && day.slice(5) === fee.patronSaintDay
        ? `${formatDate(day)} (santo patrono)`
        : formatDate(day),
    );
    sentences.push(
      `${days.length === 1 ? 'Festività non lavorativa' : 'Festività non lavorative'}: ${days.join(', ')}.`,
    );
  }
  sentences.push(
    fee.monthDuration === 'calendar'
      ? 'Mese di calendario: un locale aperto solo una parte del mese paga i giorni lavorativi in cui è aperto, sui giorni lavorativi del mese.'
      : `Mese di 30 giorni: un mese tutto aperto vale il canone pieno; un mese parziale paga i giorni lavorativi aperti su ${fee.partialMonthDivisor}.`,
  );
  return sentences;
}

/**
 * The rate rooms are charged at: «Tariffa: 12.000,00 € al mese diviso 1.234,56 m² equivalenti dei locali
 * al 01/01/2026 = 9,7201 € per m² equivalente al mese.»
 */
export function rateText(fee: Fee): string | null {
  if (!fee.rate || fee.splitFeeCents === null || fee.rate.baseWeightCentiSqm === 0) return null;
  const unit = fee.formula === 'equivalent_square_metres' ? 'm² equivalenti' : 'm²';
  const perUnit = fee.formula === 'equivalent_square_metres' ? 'm² equivalente' : 'm²';
  const rate = fee.splitFeeCents / fee.rate.baseWeightCentiSqm;
  return `Tariffa: canone di ${formatCents(fee.splitFeeCents)} al mese diviso ${formatNumber(
    fee.rate.baseWeightCentiSqm / 100,
    2,
  )} ${unit} dei locali ${formatDateAfter('al', fee.rate.baseDate)} = ${formatNumber(rate, 4)} € per ${perUnit} al mese.`;
}
