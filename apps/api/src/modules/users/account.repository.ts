import { and, eq, isNull, sql } from 'drizzle-orm';
import { customers, recoveryCodes, users, type Database } from '@portale/db';

/** SQL of the account flows of a user: password, first access, consents, two-factor. */
export function createAccountRepository(db: Database) {
  const account = {
    id: users.id,
    username: users.username,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    kind: users.kind,
    enabled: users.enabled,
    customerActive: customers.active,
    passwordHash: users.passwordHash,
    emailConfirmed: users.emailConfirmed,
    systemEmailsConsent: users.systemEmailsConsent,
    promotionalNewsEmailsConsent: users.promotionalNewsEmailsConsent,
    totpSecret: users.totpSecret,
    totpEnabledAt: users.totpEnabledAt,
    totpLastUsedStep: users.totpLastUsedStep,
  };

  return {
    async findById(userId: string) {
      const [row] = await db
        .select(account)
        .from(users)
        .leftJoin(customers, eq(customers.code, users.customerCode))
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    async findByUsername(username: string) {
      const [row] = await db
        .select(account)
        .from(users)
        .leftJoin(customers, eq(customers.code, users.customerCode))
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      return row ?? null;
    },

    /** A new password; a lockout ends with it. */
    async setPassword(userId: string, passwordHash: string, now: Date) {
      await db
        .update(users)
        .set({ passwordHash, passwordChangedAt: now, lockedUntil: null })
        .where(eq(users.id, userId));
    },

    /** Sets the first password and consents; false when the user already had a password. */
    async completeFirstAccess(
      userId: string,
      values: { passwordHash: string; systemEmailsConsent: boolean; promotionalNewsEmailsConsent: boolean },
      now: Date,
    ) {
      const rows = await db
        .update(users)
        .set({ ...values, passwordChangedAt: now, emailConfirmed: true, lockedUntil: null })
        .where(and(eq(users.id, userId), isNull(users.passwordHash)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async setConsents(
      userId: string,
      values: { systemEmailsConsent: boolean; promotionalNewsEmailsConsent: boolean },
    ) {
      await db.update(users).set(values).where(eq(users.id, userId));
    },

    /** A new secret waiting for its first code (two-factor stays off until then). */
    async setPendingTotpSecret(userId: string, secret: string) {
      await db
        .update(users)
        .set({ totpSecret: secret, totpEnabledAt: null, totpLastUsedStep: null })
        .where(eq(users.id, userId));
    },

    /** Turns two-factor on and replaces the recovery codes, in one transaction. */
    async enableTotp(userId: string, now: Date, step: number, recoveryCodeHashes: string[]) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpEnabledAt: now, totpLastUsedStep: step })
          .where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(recoveryCodeHashes.map((codeHash) => ({ codeHash, userId })));
      });
    },

    async disableTotp(userId: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastUsedStep: null })
          .where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },

    /**
     * Records an accepted TOTP step; false when this step (or a later one) was already used, so a code
     * seen by someone else cannot be replayed. Atomic against a concurrent use of the same code.
     */
    async useTotpStep(userId: string, step: number) {
      const rows = await db
        .update(users)
        .set({ totpLastUsedStep: step })
        .where(
          and(
            eq(users.id, userId),
            sql`(${users.totpLastUsedStep} is null or ${users.totpLastUsedStep} < ${step})`,
          ),
        )
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** Uses a recovery code once; false when it is unknown or used. */
    async useRecoveryCode(userId: string, codeHash: string, now: Date) {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ userId: recoveryCodes.userId });
      return rows.length === 1;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
export type Account = NonNullable<Awaited<ReturnType<AccountRepository['findById']>>>;
