import { z } from 'zod';
import { staffPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { feeSplitInputSchema } from './fee-split.ts';
import { siteCodeParams } from './site-detail.contract.ts';
import { serviceFrequencies } from './site-status.ts';
import { siteServiceSchema } from './site.schemas.ts';
import { sitesAccess } from './sites.access.ts';

/**
 * A site's services (permission 12, services), each with its own fee split. A service's dates stay
 * inside the site's (400 Dates not valid) and its fee split inside the service's dates (400 Supplied
 * data not valid, with body.fields). A service of another site, or none, answers 404 Service not found.
 */
const servicesPermission = staffPolicy(sitesAccess.rules.services);

export const siteServiceInputSchema = z.object({
  serviceName: z.string().trim().min(1).max(200),
  frequency: z.enum(serviceFrequencies),
  from: isoDateSchema,
  to: isoDateSchema,
  /** Null for a service without a fee of its own. */
  feeSplit: feeSplitInputSchema.nullable(),
});
export type SiteServiceInput = z.infer<typeof siteServiceInputSchema>;

const siteServiceIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
const serviceParams = siteCodeParams.extend({ siteserviceid: siteServiceIdSchema });

export const createSiteServiceContract = defineContract({
  method: 'POST',
  path: '/site/:siteCode/create-service',
  summary: 'Staff (services): add a service to a site, with its fee split',
  tags: ['sites back office'],
  access: servicesPermission,
  params: siteCodeParams,
  body: siteServiceInputSchema,
  response: { 201: siteServiceSchema },
});

export const updateSiteServiceContract = defineContract({
  method: 'PUT',
  path: '/site/:siteCode/update-service',
  summary: 'Staff (services): change a service of a site and replace its fee split',
  tags: ['sites back office'],
  access: servicesPermission,
  params: siteCodeParams,
  body: siteServiceInputSchema.extend({ siteServiceId: siteServiceIdSchema }),
  response: { 200: siteServiceSchema },
});

export const removeSiteServiceContract = defineContract({
  method: 'DELETE',
  path: '/site/:siteCode/remove-service/:siteserviceid',
  summary: 'Staff (services): remove a service of a site, with its fee split',
  tags: ['sites back office'],
  access: servicesPermission,
  params: serviceParams,
  response: { 204: z.null() },
});

export const getSiteServiceContract = defineContract({
  method: 'GET',
  path: '/site/:siteCode/get-service/:siteserviceid',
  summary: 'Staff (services): one service of a site, with its fee split',
  tags: ['sites back office'],
  access: servicesPermission,
  params: serviceParams,
  response: { 200: siteServiceSchema },
});
