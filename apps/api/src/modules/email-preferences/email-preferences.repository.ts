import { eq } from 'drizzle-orm';
import { users, type Database } from '@portale/db';

export function createEmailPreferencesRepository(db: Database) {
  return {
    async findUser(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          enabled: users.enabled,
          systemEmailsConsent: users.systemEmailsConsent,
          promotionalNewsEmailsConsent: users.promotionalNewsEmailsConsent,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    async setConsents(
      userId: string,
      values: { systemEmailsConsent: boolean; promotionalNewsEmailsConsent: boolean },
    ) {
      await db.update(users).set(values).where(eq(users.id, userId));
    },
  };
}

export type EmailPreferencesRepository = ReturnType<typeof createEmailPreferencesRepository>;
