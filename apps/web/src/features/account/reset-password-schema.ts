import { z } from 'zod';
import {
  confirmationMatches,
  confirmationMismatch,
  confirmPasswordField,
  newPasswordField,
} from '../../lib/new-password.ts';

/** The new password of a reset link and its confirmation. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: confirmPasswordField })
  .refine(confirmationMatches, confirmationMismatch);
