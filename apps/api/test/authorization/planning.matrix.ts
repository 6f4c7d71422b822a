import { planningAccess } from '@portale/shared';
import { holdersOf, type MatrixEntry } from './matrix.ts';

/**
 * The plan of action, under planningAccess.rules.plan: a login route whose service checks the rule
 * (customers with sub-role calendar, staff with services). A week with no site named answers 200 to
 * those let in.
 */
const { plan } = planningAccess.rules;

export const matrix: MatrixEntry[] = [
  {
    method: 'GET',
    path: '/planning/occurrences',
    access: holdersOf(plan),
    request: () => ({ query: { from: '2026-11-23' } }),
  },
];
