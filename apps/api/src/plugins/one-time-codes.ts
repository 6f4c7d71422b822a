import type { OneTimeCodePurpose, OneTimeCodeRepository } from './one-time-codes.repository.ts';
import { generateToken, hashToken, isTokenShaped } from './tokens.ts';

export type { OneTimeCodePurpose } from './one-time-codes.repository.ts';

/** How long a code of each purpose lives, in milliseconds. */
export type CodeLifetimes = Record<OneTimeCodePurpose, number>;

export type CodeLookup = {
  state: 'valid' | 'used' | 'expired';
  userId: string;
  createdByUserId: string | null;
} | null;

/** Used and expired codes are kept a day (a used first-access link then answers 409, not 404). */
const retentionMs = 24 * 3_600_000;

/**
 * One-time codes for links and steps: first access, reset, renew, impersonation, email preferences and
 * the second login step. 256 random bits, URL-safe; only the SHA-256 digest is stored; each purpose has
 * its lifetime; a newer code voids the unused older ones of the same user and purpose. Single use is
 * `consume` (atomic); the email-preferences token is read with `inspect` and stays valid until it expires.
 */
export function createOneTimeCodes(deps: {
  repository: OneTimeCodeRepository;
  lifetimes: CodeLifetimes;
  now?: () => Date;
}) {
  const { repository, lifetimes } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async issue(
      purpose: OneTimeCodePurpose,
      userId: string,
      options: { createdByUserId?: string } = {},
    ): Promise<{ code: string; expiresAt: Date }> {
      const code = generateToken();
      const expiresAt = new Date(now().getTime() + lifetimes[purpose]);
      await repository.replace({
        codeHash: hashToken(code),
        userId,
        purpose,
        createdByUserId: options.createdByUserId ?? null,
        expiresAt,
      });
      return { code, expiresAt };
    },

    /** What a code is, without using it; null when it is malformed or unknown. */
    async inspect(purpose: OneTimeCodePurpose, code: string): Promise<CodeLookup> {
      if (!isTokenShaped(code)) return null;
      const row = await repository.find(hashToken(code), purpose);
      if (!row) return null;
      const state = row.usedAt ? 'used' : row.expiresAt <= now() ? 'expired' : 'valid';
      return { state, userId: row.userId, createdByUserId: row.createdByUserId };
    },

    /** Uses a valid code once; null when it is unknown, used, expired, or another request won the race. */
    async consume(
      purpose: OneTimeCodePurpose,
      code: string,
    ): Promise<{ userId: string; createdByUserId: string | null } | null> {
      if (!isTokenShaped(code)) return null;
      return repository.markUsed(hashToken(code), purpose, now());
    },

    /** Voids every code of these purposes for a user (e.g. reset links once the password changed). */
    async revoke(userId: string, purposes: OneTimeCodePurpose[]): Promise<void> {
      await repository.deleteForUser(userId, purposes);
    },

    async purgeExpired(): Promise<void> {
      await repository.deleteExpired(new Date(now().getTime() - retentionMs));
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
