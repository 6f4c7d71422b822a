import { planningAccess } from '@portale/shared';
import { holdersOf, type MatrixEntry } from './matrix.ts';

/**
 * Services and the plan of action, under planningAccess.rules: login routes whose service checks the
 * rule (the services list: customers with sub-role planning; the plan: sub-role calendar; staff with
 * services for both). Without a site named both answer 200 to those let in.
 */
const { plan, services } = planningAccess.rules;

export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/planning/services', access: holdersOf(services) },
  {
    method: 'GET',
    path: '/planning/occurrences',
    access: holdersOf(plan),
    request: () => ({ query: { from: '2026-11-23' } }),
  },
];
