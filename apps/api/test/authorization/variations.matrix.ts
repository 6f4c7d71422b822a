import { variationsAccess } from '@portale/shared';
import { customersOf, holdersOf, staffOf, type MatrixEntry } from './matrix.ts';

/**
 * Variation requests, under the rules of variationsAccess. Requests prove the gate without changing
 * data: allowed callers get 400 (an empty body, before the service judges the kind's sub-role) or 404
 * (an unknown request). Routes open to both sides (login) check in the service either side's rule.
 * Another customer's request answers 404 (variations.test.ts).
 */
const { read, handle, detail } = variationsAccess.rules;
const unknown = () => ({ params: { variationId: 2_147_483_647 } });
const emptyBody = () => ({ body: {} });
const unknownWithEmptyBody = () => ({ ...unknown(), body: {} });

export const matrix: MatrixEntry[] = [
  // Customer side
  { method: 'GET', path: '/variations/my-list', access: customersOf(read) },
  { method: 'GET', path: '/variations/site-options', access: customersOf(read) },
  { method: 'POST', path: '/variations', access: customersOf(read), request: emptyBody },
  { method: 'POST', path: '/variations/preview', access: customersOf(read), request: emptyBody },
  {
    method: 'PUT',
    path: '/variations/:variationId',
    access: customersOf(read),
    request: unknownWithEmptyBody,
  },
  { method: 'POST', path: '/variations/:variationId/withdraw', access: customersOf(read), request: unknown },
  // Provider side
  { method: 'GET', path: '/variations/queue', access: staffOf(handle) },
  {
    method: 'POST',
    path: '/variations/:variationId/take-in-charge',
    access: staffOf(handle),
    request: unknown,
  },
  {
    method: 'POST',
    path: '/variations/:variationId/accept',
    access: staffOf(handle),
    request: () => ({ ...unknown(), body: {} }),
  },
  {
    method: 'POST',
    path: '/variations/:variationId/reject',
    access: staffOf(handle),
    request: () => ({ ...unknown(), body: { reason: 'Prova della matrice' } }),
  },
  // Both sides
  { method: 'GET', path: '/variations/summary', access: holdersOf(detail) },
  { method: 'GET', path: '/variations/:variationId', access: holdersOf(detail), request: unknown },
];
