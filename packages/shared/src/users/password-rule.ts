import { z } from 'zod';

/** The symbols of SPEC.md section 5: a new password needs at least one of them. */
export const passwordSymbols = '*!%&$@_';
export const passwordMinLength = 8;
/** Long enough for any passphrase, short enough to keep hashing cheap. */
export const passwordMaxLength = 128;

/** SPEC.md's message key for a password that breaks the rule (the form shows its own Italian text). */
export const passwordNotValid = 'passwordNotValid';

/**
 * The requirements of a new password, in the order the change-password dialog lists them; each ticks
 * as the user types.
 */
export const passwordRequirements = [
  {
    key: 'minLength',
    label: `Almeno ${passwordMinLength} caratteri`,
    test: (value: string) => value.length >= passwordMinLength,
  },
  {
    key: 'uppercase',
    label: 'Almeno una lettera maiuscola',
    test: (value: string) => /\p{Lu}/u.test(value),
  },
  { key: 'digit', label: 'Almeno un numero', test: (value: string) => /[0-9]/.test(value) },
  {
    key: 'symbol',
    label: `Almeno un simbolo tra ${passwordSymbols.split('').join(' ')}`,
    test: (value: string) => [...passwordSymbols].some((symbol) => value.includes(symbol)),
  },
] as const;

export type PasswordRequirementKey = (typeof passwordRequirements)[number]['key'];

/** Which requirements a candidate password fails (empty when it is good). */
export function failedPasswordRequirements(value: string): PasswordRequirementKey[] {
  return passwordRequirements.filter((requirement) => !requirement.test(value)).map((r) => r.key);
}

/**
 * The password rule of SPEC.md section 5 as one schema, used by the server (first access, reset, change,
 * renew) and by the forms: at least 8 characters, an uppercase letter, a digit and one of * ! % & $ @ _.
 */
export const newPasswordSchema = z
  .string()
  .max(passwordMaxLength, passwordNotValid)
  .refine((value) => failedPasswordRequirements(value).length === 0, passwordNotValid);

export const isValidNewPassword = (value: string): boolean => newPasswordSchema.safeParse(value).success;
