import { z } from 'zod';
import { confirmPasswordField, newPasswordField, passwordsDifferMessage } from '../../../lib/new-password.ts';

export const sameAsCurrentMessage = 'La nuova password deve essere diversa da quella attuale';

/**
 * The change-password form of SPEC.md section 5: every field required, the new password follows the
 * rule and differs from the current one, the confirmation repeats it. The server checks the same.
 */
export const changePasswordFormSchema = z
  .object({
    oldPassword: z.string().min(1).max(256),
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .superRefine(({ oldPassword, newPassword, confirmPassword }, context) => {
    if (oldPassword && newPassword === oldPassword) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: sameAsCurrentMessage });
    }
    if (confirmPassword && confirmPassword !== newPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: passwordsDifferMessage });
    }
  });

export type ChangePasswordValues = z.infer<typeof changePasswordFormSchema>;
