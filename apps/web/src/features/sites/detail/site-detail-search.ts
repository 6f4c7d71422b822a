import { z } from 'zod';

export const siteDetailTabs = ['overview', 'services', 'contacts', 'documents'] as const;
export type SiteDetailTab = (typeof siteDetailTabs)[number];

/** The open tab of a site's detail, in the address bar so that a link or a reload opens the same one. */
export const siteDetailSearchSchema = z.object({
  tab: z.enum(siteDetailTabs).optional().catch(undefined),
});
