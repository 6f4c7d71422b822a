/**
 * Numbers written the Italian way (1.234,50), as Intl.NumberFormat('it-IT') writes them with thousands
 * always grouped, but without it: the first Intl.NumberFormat of a page makes the browser load the
 * locale's data, some ninety milliseconds of a phone's processor in the middle of the first screen.
 * italian-numbers.test.ts holds these functions to Intl's output.
 */

/** `value` with `fractionDigits` decimals, rounded half away from zero as Intl rounds: 1.234,50. */
export function formatNumber(value: number, fractionDigits = 0): string {
  const negative = value < 0 || Object.is(value, -0);
  const { whole, fraction } = roundedDigits(Math.abs(value), fractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A count and its noun, the number grouped: «1 locale», «1.255 locali». */
export const formatCount = (count: number, one: string, many: string): string =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** A share as a whole percentage: 0.5 is «50%». */
export const formatPercent = (ratio: number): string => `${formatNumber(ratio * 100)}%`;

/** Thousandths as a percentage with one decimal where it has one: 875 → «87,5%», 900 → «90%». */
export const formatThousandths = (thousandths: number): string =>
  `${formatNumber(thousandths / 10, thousandths % 10 === 0 ? 0 : 1)}%`;

/** Euro amounts the Italian way, thousands grouped as on invoices: «1.234,50 €». */
export const formatCurrency = (euros: number): string => `${formatNumber(euros, 2)}\u00a0€`;

/**
 * The digits of a non-negative number rounded to `fractionDigits` decimals. Rounded on the shortest
 * decimal that reads back as the number, as Intl does: 1.005 is 1,01 (toFixed gives 1.00, from the
 * binary value just below).
 */
function roundedDigits(value: number, fractionDigits: number): { whole: string; fraction: string } {
  const shortest = String(value);
  const plain = shortest.includes('e') ? value.toFixed(Math.max(fractionDigits, 20)) : shortest;
  const [whole = '0', fraction = ''] = plain.split('.');
  const kept = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  const roundsUp = (fraction[fractionDigits] ?? '0') >= '5';
  const digits = (BigInt(whole + kept) + (roundsUp ? 1n : 0n)).toString().padStart(fractionDigits + 1, '0');
  return {
    whole: digits.slice(0, digits.length - fractionDigits),
    fraction: digits.slice(digits.length - fractionDigits),
  };
}
