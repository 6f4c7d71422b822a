import { sitesAccess, type Profile } from '@portale/shared';
import { profileAllows } from '../../../lib/profile-access.ts';
import type { SiteDetailTab } from './site-detail-search.ts';

/** The tabs a user may open: documents and contacts each need their own sub-role (SPEC.md section 6). */
export function openableTabs(profile: Profile): Set<SiteDetailTab> {
  const tabs = new Set<SiteDetailTab>(['overview', 'services']);
  if (profileAllows(profile, sitesAccess.rules.contacts)) tabs.add('contacts');
  if (profileAllows(profile, sitesAccess.rules.documents)) tabs.add('documents');
  return tabs;
}
