import { employeesAccess } from '@portale/shared';
import { everyone, holdersOf, staffOf, type MatrixEntry } from './matrix.ts';

/**
 * Personnel and stampings, under the rules of employeesAccess. The reads are login routes checking the
 * rule in the service: the people and the coverage for sub-role employee, the stampings for sub-role
 * employee stampings only; staff with employees set photos. The imports are public, keyed by a sync
 * source's key (an empty body answers 400 to everyone before any key is read; the key's refusals, 401,
 * are in employees-sync.test.ts).
 */
const { read, stampings, manage } = employeesAccess.rules;
const unknownEmployee = () => ({ params: { employeeId: 2_147_483_647 } });
const month = { from: '2026-11-01', to: '2026-11-30' };

export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/employees', access: holdersOf(read) },
  { method: 'GET', path: '/employees/filters', access: holdersOf(read) },
  { method: 'GET', path: '/employees/:employeeId', access: holdersOf(read), request: unknownEmployee },
  { method: 'GET', path: '/employees/:employeeId/photo', access: holdersOf(read), request: unknownEmployee },
  { method: 'PUT', path: '/employees/:employeeId/photo', access: staffOf(manage), request: unknownEmployee },
  {
    method: 'GET',
    path: '/employees/coverage',
    access: holdersOf(read),
    request: () => ({ query: { from: month.from } }),
  },
  {
    method: 'GET',
    path: '/employees/coverage-summary',
    access: holdersOf(read),
    request: () => ({ query: { from: month.from } }),
  },
  {
    method: 'GET',
    path: '/employees/attendance',
    access: holdersOf(stampings),
    request: () => ({ query: month }),
  },
  {
    method: 'GET',
    path: '/employees/attendance/export',
    access: holdersOf(stampings),
    request: () => ({ query: month }),
  },
  { method: 'GET', path: '/employees/on-site', access: holdersOf(stampings) },
  { method: 'POST', path: '/sync/stampings', access: everyone, request: () => ({ body: {} }) },
  { method: 'POST', path: '/sync/employees', access: everyone, request: () => ({ body: {} }) },
];
