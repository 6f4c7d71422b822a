import { planningAccess } from '@portale/shared';
import { holdersOf, staffOf, type MatrixEntry } from './matrix.ts';

/**
 * Services and the plan of action, under planningAccess.rules: login routes whose service checks the
 * rule (the services list: customers with sub-role planning; the plan: sub-role calendar; staff with
 * services for both). Without a site named both answer 200 to those let in. Staff's writes follow the
 * rule manage (staff with services): asked of an unknown service, site or closure, they answer 404 (or
 * 400 for an empty body) to those let in.
 */
const { manage, plan, services } = planningAccess.rules;
const unknownService = { siteServiceId: 2_147_483_647 };
const unknownDay = { ...unknownService, ruleDate: '2026-11-23' };
const unknownSite = { siteCode: 'UB999999' };

export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/planning/services', access: holdersOf(services) },
  {
    method: 'GET',
    path: '/planning/occurrences',
    access: holdersOf(plan),
    request: () => ({ query: { from: '2026-11-23' } }),
  },
  {
    method: 'PUT',
    path: '/planning/services/:siteServiceId/schedule',
    access: staffOf(manage),
    request: () => ({ params: unknownService, body: {} }),
  },
  {
    method: 'DELETE',
    path: '/planning/services/:siteServiceId/schedule',
    access: staffOf(manage),
    request: () => ({ params: unknownService }),
  },
  {
    method: 'GET',
    path: '/planning/sites/:siteCode/closures',
    access: staffOf(manage),
    request: () => ({ params: unknownSite }),
  },
  {
    method: 'POST',
    path: '/planning/sites/:siteCode/closures',
    access: staffOf(manage),
    request: () => ({ params: unknownSite, body: {} }),
  },
  {
    method: 'DELETE',
    path: '/planning/closures/:closureId',
    access: staffOf(manage),
    request: () => ({ params: { closureId: 2_147_483_647 } }),
  },
  {
    method: 'PUT',
    path: '/planning/services/:siteServiceId/days/:ruleDate',
    access: staffOf(manage),
    request: () => ({ params: unknownDay, body: {} }),
  },
  {
    method: 'DELETE',
    path: '/planning/services/:siteServiceId/days/:ruleDate',
    access: staffOf(manage),
    request: () => ({ params: unknownDay }),
  },
  {
    method: 'PUT',
    path: '/planning/services/:siteServiceId/days/:ruleDate/record',
    access: staffOf(manage),
    request: () => ({ params: unknownDay, body: {} }),
  },
  {
    method: 'DELETE',
    path: '/planning/services/:siteServiceId/days/:ruleDate/record',
    access: staffOf(manage),
    request: () => ({ params: unknownDay }),
  },
];
