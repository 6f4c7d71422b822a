import { allows, type AccessRule, type Profile } from '@portale/shared';

/** Whether a rule of the authorisation table lets the signed-in user in, by their side and roles. */
export function profileAllows(profile: Profile, rule: AccessRule): boolean {
  return allows(rule, {
    kind: profile.roles.includes('staff') ? 'staff' : 'customer',
    customerSubRoles: profile.customerSubRoles,
    backOfficePermissions: profile.backOfficeSubRoles,
  });
}
