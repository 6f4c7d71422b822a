import { customerPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { billingAccess } from './billing.access.ts';
import { billingSummarySchema } from './billing-document.schemas.ts';

/**
 * The dashboard's billing card, in a module of its own: the dashboard builds this contract's schemas
 * without the FatturaPA view's and the other billing calls' (zod builds a module's schemas as it loads).
 */
export const billingSummaryContract = defineContract({
  method: 'GET',
  path: '/dashboard/billing',
  summary: 'Customer (billing): the latest invoices and what is overdue, for the dashboard',
  tags: ['dashboard'],
  access: customerPolicy(billingAccess.rules.read),
  response: { 200: billingSummarySchema },
});
