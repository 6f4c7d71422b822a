import { realEstateAccess } from '@portale/shared';
import {
  customersOf,
  holdersOf,
  staffOf,
  unknownId,
  type MatrixContext,
  type MatrixEntry,
} from './matrix.ts';

/**
 * The real-estate registry, under the rules of realEstateAccess. The reads are login routes whose
 * service checks the read rule (sub-role real estate registry, permission sites): a site's routes on the
 * caller's own site, and as a variant on another customer's site, which only staff get past (403 Site
 * not owned to customers, checked in real-estate.test.ts); a room's and the room calls with
 * ids no record has (404). The dashboard card is the customers' of the list rule. The template and the
 * import are staff's of the import rule: asked for an unknown site or run, or without a file (400).
 */
const { read, list, import: importing } = realEstateAccess.rules;
const ownSite = (context: MatrixContext) => context.own.siteCode ?? context.foreign.siteCode;
const unknownRoomPairs = [{ roomId: 2_147_483_647, date: '2026-01-15' }];

function siteRoute(path: string): MatrixEntry {
  return {
    method: 'GET',
    path,
    access: holdersOf(read),
    request: (context) => ({ params: { siteCode: ownSite(context) } }),
    variants: [
      {
        name: "another customer's site",
        access: staffOf(read),
        request: (context) => ({ params: { siteCode: context.foreign.siteCode } }),
      },
    ],
  };
}

export const matrix: MatrixEntry[] = [
  siteRoute('/site/:siteCode/rooms'),
  siteRoute('/real-estate/:siteCode/tree'),
  siteRoute('/real-estate/:siteCode/rooms'),
  siteRoute('/real-estate/:siteCode/rooms/export'),
  {
    method: 'GET',
    path: '/real-estate/rooms/:roomId',
    access: holdersOf(read),
    request: () => ({ params: { roomId: 2_147_483_647 } }),
  },
  { method: 'GET', path: '/real-estate/catalogue', access: holdersOf(read) },
  { method: 'GET', path: '/dashboard/real-estate', access: customersOf(list) },
  {
    method: 'POST',
    path: '/site/room-details',
    access: holdersOf(read),
    request: () => ({ body: unknownRoomPairs }),
  },
  {
    method: 'POST',
    path: '/site/periods-when-rooms-open',
    access: holdersOf(read),
    request: () => ({ body: unknownRoomPairs }),
  },
  {
    method: 'GET',
    path: '/site/rooms-template',
    access: staffOf(importing),
    request: () => ({ query: { siteid: 'UB999999', taskid: 'C0000-0000' } }),
  },
  { method: 'POST', path: '/site/import-rooms', access: staffOf(importing) },
  {
    method: 'GET',
    path: '/site/import-rooms/:importId/rejected-rows',
    access: staffOf(importing),
    request: () => ({ params: { importId: unknownId } }),
  },
  { method: 'GET', path: '/site/import-rooms/recent', access: staffOf(importing) },
];
