import { centsToEuro } from '@portale/shared';
import { formatCurrency } from './format.ts';

/**
 * An amount in euro cents, as the API sends money: 123450 is 1.234,50 €. Apart from lib/format.ts, which
 * the login page loads: the shared centsToEuro sits beside the fee split's zod schemas, which the first
 * screen must not carry (docs/decisions/001-login-javascript-budget.md).
 */
export const formatCents = (cents: number): string => formatCurrency(centsToEuro(cents));
