import { kiosksAccess } from '@portale/shared';
import { everyone, holdersOf, staffOf, type MatrixEntry } from './matrix.ts';

/**
 * Kiosks, under the rules of kiosksAccess. The devices' upload is public and keyed by the kiosk's own key
 * (an empty body answers 400 to everyone before any key is read; the key's refusals, 401, are in
 * kiosks.test.ts). The statistics are login routes checking the rule in the service; staff with survey
 * manage the kiosks (an unknown kiosk or site answers 404 to those let in, an empty body 400).
 */
const { manage, statistics } = kiosksAccess.rules;
const unknownKiosk = () => ({ params: { kioskId: 2_147_483_647 } });
const unknownSite = () => ({ params: { siteCode: 'UB999999' } });

export const matrix: MatrixEntry[] = [
  { method: 'POST', path: '/kiosk-votes', access: everyone, request: () => ({ body: {} }) },
  {
    method: 'GET',
    path: '/kiosks/statistics',
    access: holdersOf(statistics),
    request: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }),
  },
  { method: 'GET', path: '/kiosks/site-index', access: holdersOf(statistics) },
  {
    method: 'GET',
    path: '/kiosks',
    access: staffOf(manage),
    request: () => ({ query: { siteCode: 'UB999999' } }),
  },
  { method: 'POST', path: '/kiosks', access: staffOf(manage), request: () => ({ body: {} }) },
  { method: 'POST', path: '/kiosks/:kioskId/key', access: staffOf(manage), request: unknownKiosk },
  { method: 'POST', path: '/kiosks/:kioskId/revoke', access: staffOf(manage), request: unknownKiosk },
  { method: 'GET', path: '/kiosks/sites/:siteCode/rooms', access: staffOf(manage), request: unknownSite },
  {
    method: 'GET',
    path: '/kiosks/sites/:siteCode/alert-settings',
    access: staffOf(manage),
    request: unknownSite,
  },
  {
    method: 'PUT',
    path: '/kiosks/sites/:siteCode/alert-settings',
    access: staffOf(manage),
    request: () => ({ ...unknownSite(), body: {} }),
  },
];
