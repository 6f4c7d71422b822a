import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import {
  planMaxRangeDays,
  plannedServiceListQuerySchema,
  plannedServiceListSchema,
  planQuerySchema,
  planSchema,
} from './planning.schemas.ts';

export const planContract = defineContract({
  method: 'GET',
  path: '/planning/occurrences',
  summary: 'The plan of action: the occurrences of the services’ schedules in a range of days',
  description:
    'Customers with sub-role calendar (2) over the sites they see, staff with services (12) over every site ' +
    '(a login route whose service checks planningAccess.rules.plan). Computed for the range alone, at most ' +
    `${planMaxRangeDays} days from the first: each schedule's ` +
    'days, less those called off, moved where staff put them, and on a day the site is closed (outside its ' +
    'working week, a holiday it rests on, a closure) moved to the next open day or skipped, as the service ' +
    'says. Each occurrence is done or missed when the provider recorded it, planned from today on, ' +
    'unrecorded before. A site out of reach answers 403 Site not owned. Sorted by day, site and service.',
  tags: ['planning'],
  access: loginAccess,
  query: planQuerySchema,
  response: { 200: planSchema },
});

export const plannedServiceListContract = defineContract({
  method: 'GET',
  path: '/planning/services',
  summary: 'The services of the user’s sites with their schedules in words, filtered, sorted and paged',
  description:
    'Customers with sub-role planning (1) over the sites they see, staff with services (12) over every site ' +
    '(a login route whose service checks planningAccess.rules.services). Each service has its frequency and, ' +
    'once staff set it, its schedule (type, RRULE, the rule in Italian, what a closed day does, the areas ' +
    'covered). The month’s fee of the service is given to customers with sub-role site and to staff, null ' +
    'to others. A site out of reach answers 403 Site not owned.',
  tags: ['planning'],
  access: loginAccess,
  query: plannedServiceListQuerySchema,
  response: { 200: plannedServiceListSchema },
});
