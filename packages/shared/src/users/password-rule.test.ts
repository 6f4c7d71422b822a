import { describe, expect, it } from 'vitest';
import {
  failedPasswordRequirements,
  isValidNewPassword,
  newPasswordSchema,
  passwordRequirements,
} from './password-rule.ts';

describe('the new-password rule of SPEC.md section 5', () => {
  it('accepts a password with 8 characters, an uppercase letter, a digit and a listed symbol', () => {
    expect(isValidNewPassword('Portale2026!')).toBe(true);
    expect(isValidNewPassword('Abcdef1*')).toBe(true);
    for (const symbol of '*!%&$@_') expect(isValidNewPassword(`Abcdefg1${symbol}`)).toBe(true);
  });

  it.each([
    ['Abcde1!', 'minLength'],
    ['abcdefg1!', 'uppercase'],
    ['Abcdefgh!', 'digit'],
    ['Abcdefgh1', 'symbol'],
    ['Abcdefgh1#', 'symbol'],
    ['Abcdefgh1-', 'symbol'],
  ])('refuses %s for %s', (password, requirement) => {
    expect(isValidNewPassword(password)).toBe(false);
    expect(failedPasswordRequirements(password)).toEqual([requirement]);
  });

  it('lists every failed requirement of an empty password, in the order the form shows them', () => {
    expect(failedPasswordRequirements('')).toEqual(['minLength', 'uppercase', 'digit', 'symbol']);
    expect(passwordRequirements.map((requirement) => requirement.label)).toEqual([
      'Almeno 8 caratteri',
      'Almeno una lettera maiuscola',
      'Almeno un numero',
      'Almeno un simbolo tra * ! % & $ @ _',
    ]);
  });

  it('counts accented capitals as uppercase', () => {
    expect(isValidNewPassword('Èstate2026!')).toBe(true);
  });

  it("gives the form SPEC's message key and refuses passwords over 128 characters", () => {
    const result = newPasswordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('passwordNotValid');
    expect(isValidNewPassword(`A1!${'a'.repeat(126)}`)).toBe(false);
    expect(isValidNewPassword(`A1!${'a'.repeat(125)}`)).toBe(true);
  });
});
