import { allows, type AccessRule, type Profile, type RuleSubject } from '@portale/shared';

/** Who the signed-in user is for the authorisation table: their side and roles. */
export const ruleSubjectOf = (profile: Profile): RuleSubject => ({
  kind: profile.roles.includes('staff') ? 'staff' : 'customer',
  customerSubRoles: profile.customerSubRoles,
  backOfficePermissions: profile.backOfficeSubRoles,
});

/** The same, with what the menu also asks: whether they work for a group (ATI). */
export const menuViewerOf = (profile: Profile): RuleSubject & { isAti: boolean } => ({
  ...ruleSubjectOf(profile),
  isAti: profile.ati.isAti,
});

/** Whether a rule of the authorisation table lets the signed-in user in, by their side and roles. */
export const profileAllows = (profile: Profile, rule: AccessRule): boolean =>
  allows(rule, ruleSubjectOf(profile));
