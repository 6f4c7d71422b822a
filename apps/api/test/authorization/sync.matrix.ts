import { syncAccess } from '@portale/shared';
import { staffOf, type MatrixEntry } from './matrix.ts';

/** Sync, under the rules of syncAccess: staff with sync (16) manage the sources and read the runs. */
const { manage } = syncAccess.rules;
const unknownSource = () => ({ params: { sourceId: 2_147_483_647 } });

export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/sync/sources', access: staffOf(manage) },
  { method: 'POST', path: '/sync/sources', access: staffOf(manage), request: () => ({ body: {} }) },
  { method: 'POST', path: '/sync/sources/:sourceId/key', access: staffOf(manage), request: unknownSource },
  { method: 'POST', path: '/sync/sources/:sourceId/revoke', access: staffOf(manage), request: unknownSource },
  { method: 'GET', path: '/sync/runs', access: staffOf(manage) },
];
