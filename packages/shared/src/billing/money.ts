import { centsToEuro } from '../sites/fee-split.ts';

let euroFormat: Intl.NumberFormat | undefined;

/** An amount in euro cents as Italians read it: «1.234,50 €» (the API's PDFs, emails and exports). */
export function formatEuroCents(cents: number): string {
  euroFormat ??= new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
  return euroFormat.format(centsToEuro(cents));
}
