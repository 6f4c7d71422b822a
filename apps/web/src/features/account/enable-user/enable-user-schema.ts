import { z } from 'zod';
import {
  confirmationMatches,
  confirmationMismatch,
  confirmPasswordField,
  newPasswordField,
} from '../../../lib/new-password.ts';
import { emailConsentsShape } from '../email-consents-schema.ts';

/** First access: the password, its confirmation and the two consents (the system one mandatory). */
export const enableUserFormSchema = z
  .object({ password: newPasswordField, confirmPassword: confirmPasswordField, ...emailConsentsShape })
  .refine(confirmationMatches, confirmationMismatch);
