import { twoFactorCodeRequestSchema } from '@portale/shared';
import { z } from 'zod';

/** Enrolment is confirmed with a code of the app: six digits. */
export const appCodeFormSchema = z.object({
  code: twoFactorCodeRequestSchema.shape.code.regex(/^\d{6}$/, 'Inserisci le 6 cifre del codice'),
});

/** Turning two-factor off takes a code of the app or a recovery code. */
export const anyCodeFormSchema = twoFactorCodeRequestSchema;
