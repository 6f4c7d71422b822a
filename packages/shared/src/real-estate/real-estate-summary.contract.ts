import { customerPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { realEstateAccess } from './real-estate.access.ts';
import { realEstateSummarySchema } from './room-totals.schemas.ts';

/**
 * The dashboard's real-estate card, in a module of its own: the dashboard builds its schema without the
 * site detail's and the registry's other calls' (zod builds a module's schemas as it loads).
 */
export const realEstateSummaryContract = defineContract({
  method: 'GET',
  path: '/dashboard/real-estate',
  summary: 'Customer (real estate registry): the rooms of the user’s sites today, for the dashboard card',
  tags: ['dashboard'],
  access: customerPolicy(realEstateAccess.rules.list),
  response: { 200: realEstateSummarySchema },
});
