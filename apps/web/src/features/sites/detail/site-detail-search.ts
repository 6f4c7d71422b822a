import { oneOf, searchSchema } from '../../../lib/search-params.ts';

export const siteDetailTabs = ['overview', 'services', 'contacts', 'documents'] as const;
export type SiteDetailTab = (typeof siteDetailTabs)[number];

/** The open tab of a site's detail, in the address bar so that a link or a reload opens the same one. */
export const siteDetailSearchSchema = searchSchema({ tab: oneOf(siteDetailTabs) });
