import { planningAccess } from '@portale/shared';
import { everyone, holdersOf, staffOf, type MatrixEntry } from './matrix.ts';

/**
 * Services and the plan of action, under planningAccess.rules: login routes whose service checks the
 * rule (the services list: customers with sub-role planning; the plan: sub-role calendar; staff with
 * services for both). Without a site named both answer 200 to those let in. Staff's writes follow the
 * rule manage (staff with services): asked of an unknown service, site or closure, they answer 404 (or
 * 400 for an empty body) to those let in.
 */
const { feed, manage, plan, services } = planningAccess.rules;
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
  // The calendar feed's link: login routes checking the rule plan. Its file is public, opened by the
  // link's token as a kiosk's uploads by its key: an unknown one answers 404 to everyone (the refusals of
  // a replaced, revoked or no longer allowed link are in planning-calendar-feed.test.ts). A token of
  // each caller's own, so that the per-link limit is not what answers.
  { method: 'GET', path: '/planning/calendar-feed', access: holdersOf(feed) },
  { method: 'POST', path: '/planning/calendar-feed', access: holdersOf(feed) },
  { method: 'DELETE', path: '/planning/calendar-feed', access: holdersOf(feed) },
  {
    method: 'GET',
    path: '/planning/calendar/:token.ics',
    access: everyone,
    request: (context) => ({ params: { token: `unknown-${context.caller.account}` } }),
  },
];
