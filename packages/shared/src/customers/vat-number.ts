/**
 * The Italian VAT number (partita IVA): 11 digits, the last a check digit. Digits in odd positions
 * (first, third…) are added as they are, digits in even positions doubled (minus 9 when above 9), and
 * the check digit brings the sum to a multiple of 10. Without zod: forms and the sync read it too.
 */

/** The number as typed or sent: spaces and dots dropped, and the country prefix «IT» stripped. */
export function normaliseVatNumber(input: string): string {
  const compact = input.replace(/[\s.]/g, '');
  return /^it/i.test(compact) ? compact.slice(2) : compact;
}

/** The check digit of the first ten digits. */
export function vatNumberCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    const digit = Number(firstTen[index]);
    if (index % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a normalised number is a partita IVA: 11 digits, not all zeros, its check digit right. */
export function isItalianVatNumber(vatNumber: string): boolean {
  return (
    /^\d{11}$/.test(vatNumber) &&
    !/^0{11}$/.test(vatNumber) &&
    vatNumberCheckDigit(vatNumber.slice(0, 10)) === Number(vatNumber[10])
  );
}

/** Why a number as typed is no partita IVA, in Italian, or null when it is one. */
export function vatNumberProblem(input: string): string | null {
  const vatNumber = normaliseVatNumber(input);
  if (!/^\d{11}$/.test(vatNumber)) return 'La partita IVA ha 11 cifre (il prefisso IT è facoltativo)';
  if (!isItalianVatNumber(vatNumber)) return 'Partita IVA non valida: la cifra di controllo non torna';
  return null;
}
