import { qualityAccess } from '@portale/shared';
import { customersOf, holdersOf, staffOf, unknownId, type MatrixEntry } from './matrix.ts';

/**
 * Quality, under the rules of qualityAccess. Routes open to both sides (login) check the rule in the
 * service; an unknown control answers 404 to those let in, an empty body 400, a valid period 200.
 * Another customer's control answers 404 (quality-controls.test.ts).
 */
const { answerRequests, controls, record, reports, requestControl, requests, statistics, trend } =
  qualityAccess.rules;
const unknown = () => ({ params: { controlId: 2_147_483_647 } });
const unknownRequest = () => ({ params: { requestId: 2_147_483_647 } });

export const matrix: MatrixEntry[] = [
  // Both sides
  { method: 'GET', path: '/quality/controls', access: holdersOf(controls) },
  { method: 'GET', path: '/quality/controls/:controlId', access: holdersOf(controls), request: unknown },
  {
    method: 'GET',
    path: '/quality/statistics',
    access: holdersOf(statistics),
    request: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }),
  },
  // Monthly reports: customers with quality reports within reach, staff with survey (an unknown
  // report or job order answers 404 to those let in).
  { method: 'GET', path: '/quality/reports', access: holdersOf(reports) },
  { method: 'GET', path: '/quality/reports/job-orders', access: holdersOf(reports) },
  {
    method: 'GET',
    path: '/quality/reports/:reportId/file',
    access: holdersOf(reports),
    request: () => ({ params: { reportId: 2_147_483_647 } }),
  },
  {
    method: 'POST',
    path: '/quality/reports',
    access: holdersOf(reports),
    request: () => ({ body: { jobOrderId: 'NESSUNA', month: '2026-01' } }),
  },
  { method: 'GET', path: '/quality/trend', access: holdersOf(trend) },
  // Staff with survey record controls
  { method: 'POST', path: '/quality/controls', access: staffOf(record), request: () => ({ body: {} }) },
  {
    method: 'PUT',
    path: '/quality/controls/:controlId/votes',
    access: staffOf(record),
    request: () => ({ ...unknown(), body: {} }),
  },
  {
    method: 'POST',
    path: '/quality/controls/:controlId/complete',
    access: staffOf(record),
    request: unknown,
  },
  {
    method: 'POST',
    path: '/quality/controls/:controlId/rooms/:roomId/photos',
    access: staffOf(record),
    request: () => ({ params: { controlId: 2_147_483_647, roomId: 1 } }),
  },
  {
    method: 'DELETE',
    path: '/quality/controls/:controlId/photos/:photoId',
    access: staffOf(record),
    request: () => ({ params: { controlId: 2_147_483_647, photoId: unknownId } }),
  },
  {
    method: 'GET',
    path: '/quality/controls/:controlId/photos/:photoId',
    access: holdersOf(controls),
    request: () => ({ params: { controlId: 2_147_483_647, photoId: unknownId } }),
  },
  // Joint controls: customers with quality controls ask, reply, withdraw and confirm; staff with
  // contradictory requests answer; both read their requests.
  { method: 'GET', path: '/quality/control-requests', access: holdersOf(requests) },
  {
    method: 'POST',
    path: '/quality/control-requests',
    access: customersOf(requestControl),
    request: () => ({ body: {} }),
  },
  {
    method: 'POST',
    path: '/quality/control-requests/:requestId/answer',
    access: staffOf(answerRequests),
    request: () => ({ ...unknownRequest(), body: { action: 'decline', answer: 'No' } }),
  },
  {
    method: 'POST',
    path: '/quality/control-requests/:requestId/reply',
    access: customersOf(requestControl),
    request: () => ({ ...unknownRequest(), body: { action: 'accept' } }),
  },
  {
    method: 'POST',
    path: '/quality/control-requests/:requestId/cancel',
    access: customersOf(requestControl),
    request: unknownRequest,
  },
  {
    method: 'POST',
    path: '/quality/controls/:controlId/confirm',
    access: customersOf(requestControl),
    request: unknown,
  },
];
