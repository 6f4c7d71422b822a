import {
  customerCodePattern,
  customerPermissionsSchema,
  newUserRequestSchema,
  type NewUserRequest,
} from '@portale/shared';
import type { z } from 'zod';

/** Name, surname, email and username: the rules of a new user, also for editing an existing one. */
export const accountFieldsSchema = newUserRequestSchema.pick({
  firstName: true,
  surname: true,
  email: true,
  username: true,
});
export type AccountFields = z.output<typeof accountFieldsSchema>;

/** The username rule in Italian (the shared schema words it in English). */
export const usernameRuleMessage = 'Da 3 a 64 caratteri: lettere senza accenti, cifre e i segni . _ @ -';

/** Refinements that run even while other fields are wrong, so every mistake shows at once. */
const alongsideOtherErrors = {
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};

/** A user who sees only some sites needs at least one (the values may be malformed, see above). */
function requireSitesWhenLimited(
  access: { limitedToSites?: unknown; siteCodes?: unknown },
  context: z.RefinementCtx,
) {
  if (access.limitedToSites === true && !(Array.isArray(access.siteCodes) && access.siteCodes.length > 0)) {
    context.addIssue({ code: 'custom', path: ['siteCodes'], message: 'Scegli almeno un’ubicazione' });
  }
}

/**
 * The new-user form: the shared request, plus what the API checks only on the server for a customer
 * user (a customer code, and at least one site when the user sees only some).
 */
export const newUserFormSchema = newUserRequestSchema.superRefine((user, context) => {
  if (user.kind !== 'customer') return;
  const customerCode = typeof user.customerCode === 'string' ? user.customerCode : '';
  if (!customerCode) {
    context.addIssue({ code: 'custom', path: ['customerCode'], message: 'Scegli il cliente' });
  } else if (!customerCodePattern.test(customerCode)) {
    context.addIssue({ code: 'custom', path: ['customerCode'], message: 'Codice cliente non valido' });
  }
  requireSitesWhenLimited(user, context);
}, alongsideOtherErrors);
export type NewUserFormValues = z.input<typeof newUserFormSchema>;

/** The request for a valid form: a staff user carries no customer, sites only when limited to them. */
export function toNewUserRequest(form: z.output<typeof newUserFormSchema>): NewUserRequest {
  const common = {
    kind: form.kind,
    username: form.username,
    email: form.email,
    firstName: form.firstName,
    surname: form.surname,
    permissionsRoleClaim: form.permissionsRoleClaim,
  };
  if (form.kind === 'staff') return common;
  return {
    ...common,
    customerCode: form.customerCode,
    limitedToSites: form.limitedToSites,
    siteCodes: form.limitedToSites ? form.siteCodes : [],
  };
}

/** A customer user's sub-roles and visible sites, as the details page edits them. */
export const customerAccessFormSchema = customerPermissionsSchema.superRefine(
  requireSitesWhenLimited,
  alongsideOtherErrors,
);
export type CustomerAccessFormValues = z.input<typeof customerAccessFormSchema>;
