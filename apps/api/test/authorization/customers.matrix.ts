import { customersAccess } from '@portale/shared';
import { everyone, staffOf, type MatrixEntry } from './matrix.ts';

/**
 * Customers and job orders in the back office, under the rules of customersAccess: staff with clients (0)
 * for the customers, staff with jobtasks (3) for the job orders. Writes are asked with an empty body (400)
 * or an unknown code (404), so the matrix changes nothing. The imports are public, keyed by a sync
 * source's key (an empty body answers 400 to everyone before any key is read).
 */
const { customers, jobOrders } = customersAccess.rules;
const unknownCustomer = () => ({ params: { customerCode: 'NOSUCH' } });
const unknownJobOrder = () => ({ params: { jobOrderId: 'NOSUCH-0000' } });

export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/customers', access: staffOf(customers) },
  { method: 'GET', path: '/customers/to-start', access: staffOf(customers) },
  { method: 'GET', path: '/customers/:customerCode', access: staffOf(customers), request: unknownCustomer },
  {
    method: 'GET',
    path: '/customers/:customerCode/sites',
    access: staffOf(customers),
    request: unknownCustomer,
  },
  { method: 'POST', path: '/customers', access: staffOf(customers), request: () => ({ body: {} }) },
  {
    method: 'PUT',
    path: '/customers/:customerCode',
    access: staffOf(customers),
    request: () => ({ ...unknownCustomer(), body: {} }),
  },
  {
    method: 'POST',
    path: '/customers/:customerCode/deactivate',
    access: staffOf(customers),
    request: unknownCustomer,
  },
  {
    method: 'POST',
    path: '/customers/:customerCode/reactivate',
    access: staffOf(customers),
    request: unknownCustomer,
  },
  { method: 'GET', path: '/job-orders', access: staffOf(jobOrders) },
  { method: 'GET', path: '/job-orders/ati-groups', access: staffOf(jobOrders) },
  { method: 'GET', path: '/job-orders/:jobOrderId', access: staffOf(jobOrders), request: unknownJobOrder },
  { method: 'POST', path: '/job-orders', access: staffOf(jobOrders), request: () => ({ body: {} }) },
  {
    method: 'PUT',
    path: '/job-orders/:jobOrderId',
    access: staffOf(jobOrders),
    request: () => ({ ...unknownJobOrder(), body: {} }),
  },
  { method: 'POST', path: '/sync/customers', access: everyone, request: () => ({ body: {} }) },
  { method: 'POST', path: '/sync/job-orders', access: everyone, request: () => ({ body: {} }) },
  { method: 'POST', path: '/sync/sites', access: everyone, request: () => ({ body: {} }) },
];
