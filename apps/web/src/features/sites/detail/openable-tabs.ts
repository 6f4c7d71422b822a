import { isSiteReader, siteReaders, type Profile } from '@portale/shared';
import type { SiteDetailTab } from './site-detail-search.ts';

/** The tabs a user may open: documents and contacts each need their own sub-role (SPEC.md section 6). */
export function openableTabs(profile: Profile): Set<SiteDetailTab> {
  const user = {
    kind: profile.roles.includes('staff') ? ('staff' as const) : ('customer' as const),
    customerSubRoles: profile.customerSubRoles,
    backOfficePermissions: profile.backOfficeSubRoles,
  };
  const tabs = new Set<SiteDetailTab>(['overview', 'services']);
  if (isSiteReader(siteReaders.contacts, user)) tabs.add('contacts');
  if (isSiteReader(siteReaders.documents, user)) tabs.add('documents');
  return tabs;
}
