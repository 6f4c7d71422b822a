import { onFirstUse } from '../../lib/format.ts';

/** The payment methods of FatturaPA (ModalitaPagamento) as an Italian reader knows them. */
const paymentMethods: Record<string, string> = {
  MP01: 'Contanti',
  MP02: 'Assegno',
  MP03: 'Assegno circolare',
  MP05: 'Bonifico',
  MP08: 'Carta di pagamento',
  MP09: 'RID',
  MP12: 'RIBA',
  MP16: 'Domiciliazione bancaria',
  MP19: 'SEPA Direct Debit',
  MP23: 'PagoPA',
};

/** «Bonifico (MP05)»; a code without a common name stays as it is. */
export const paymentMethodText = (code: string | null): string =>
  code ? (paymentMethods[code] ? `${paymentMethods[code]} (${code})` : code) : '—';

// The XML writes decimals with a point and up to eight digits: Italians read a comma.
const decimalFormat = onFirstUse(() => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 8 }));

/** A quantity as the XML gives it ("2.50") as Italians read it: «2,5». */
export const quantityText = (quantity: string | null): string =>
  quantity === null || !Number.isFinite(Number(quantity)) ? '—' : decimalFormat().format(Number(quantity));

/** A VAT rate ("22.00") as a percentage: «22%»; 0 with its nature of exemption: «0% (N4)». */
export const vatRateText = (rate: string, nature: string | null = null): string => {
  const percent = Number.isFinite(Number(rate)) ? `${decimalFormat().format(Number(rate))}%` : rate;
  return nature ? `${percent} (${nature})` : percent;
};
