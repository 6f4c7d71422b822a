/**
 * Check digit of an Italian VAT number (partita IVA): digits in odd positions are added as they are,
 * digits in even positions are doubled (minus 9 when above 9), and the check digit brings the sum to a
 * multiple of 10.
 */
export function vatCheckDigit(firstTenDigits: string): number {
  if (!/^\d{10}$/.test(firstTenDigits)) throw new Error('a partita IVA starts with 10 digits');
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(firstTenDigits[i]);
    if (i % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidVatNumber(vatNumber: string): boolean {
  return /^\d{11}$/.test(vatNumber) && vatCheckDigit(vatNumber.slice(0, 10)) === Number(vatNumber[10]);
}

/**
 * A partita IVA from a 7-digit company serial and the code (1-100) of the provincial tax office that
 * issued it.
 */
export function makeVatNumber(serial: number, officeCode: number): string {
  const firstTen = String(serial).padStart(7, '0') + String(officeCode).padStart(3, '0');
  return firstTen + String(vatCheckDigit(firstTen));
}
