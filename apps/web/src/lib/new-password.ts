import { isValidNewPassword } from '@portale/shared';
import { z } from 'zod';

export const passwordRuleMessage = 'La password non rispetta tutti i requisiti';
export const passwordsDifferMessage = 'Le due password non coincidono';

/**
 * A new password in a form: required, then the shared rule of SPEC.md section 5 (the same check the
 * server makes), with an Italian message. The requirement list beside the field says which part fails.
 */
export const newPasswordField = z.string().min(1).max(256).refine(isValidNewPassword, passwordRuleMessage);

/** The confirmation field: required, and it must repeat the new password. */
export const confirmPasswordField = z.string().min(1).max(256);

/** For a form's refine: an empty confirmation is already reported as required. */
export const confirmationMatches = (values: { password: string; confirmPassword: string }): boolean =>
  !values.confirmPassword || values.confirmPassword === values.password;

export const confirmationMismatch = { path: ['confirmPassword'], message: passwordsDifferMessage };
