import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import { economicsSummarySchema } from './economics.schemas.ts';

/** The dashboard's economics card, in a module of its own (the dashboard builds only its schemas). */
export const economicsSummaryContract = defineContract({
  method: 'GET',
  path: '/dashboard/economics',
  summary: 'This month’s fee of the caller’s started job orders, for the dashboard',
  description:
    'Customers with sub-role economics (16): the fee and extras of this month; staff with economics ' +
    '(18): how many started job orders and how many variations customers added this month.',
  tags: ['dashboard'],
  access: loginAccess,
  response: { 200: economicsSummarySchema },
});
