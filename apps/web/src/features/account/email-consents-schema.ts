import { z } from 'zod';

export const systemConsentRequiredMessage =
  'Il consenso alle email di sistema è obbligatorio: senza di esso il portale non può funzionare';

/** The two consents of first access and of the email preferences; the system one is mandatory. */
export const emailConsentsShape = {
  systemEmailsConsent: z.boolean().refine((given) => given, systemConsentRequiredMessage),
  promotionalNewsEmailsConsent: z.boolean(),
};
