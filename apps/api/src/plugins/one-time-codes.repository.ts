import { and, eq, gt, isNull, lt, or, inArray } from 'drizzle-orm';
import { oneTimeCodes, type Database } from '@portale/db';

export type OneTimeCodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

export function createOneTimeCodeRepository(db: Database) {
  return {
    /** Inserts a code after deleting the unused codes of the same user and purpose (a newer code voids them). */
    async replace(row: {
      codeHash: string;
      userId: string;
      purpose: OneTimeCodePurpose;
      createdByUserId: string | null;
      expiresAt: Date;
    }) {
      await db.transaction(async (tx) => {
        await tx
          .delete(oneTimeCodes)
          .where(
            and(
              eq(oneTimeCodes.userId, row.userId),
              eq(oneTimeCodes.purpose, row.purpose),
              isNull(oneTimeCodes.usedAt),
            ),
          );
        await tx.insert(oneTimeCodes).values(row);
      });
    },

    async find(codeHash: string, purpose: OneTimeCodePurpose) {
      const [row] = await db
        .select({
          userId: oneTimeCodes.userId,
          createdByUserId: oneTimeCodes.createdByUserId,
          expiresAt: oneTimeCodes.expiresAt,
          usedAt: oneTimeCodes.usedAt,
        })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.codeHash, codeHash), eq(oneTimeCodes.purpose, purpose)))
        .limit(1);
      return row ?? null;
    },

    /** Marks a valid code used; only the first of two concurrent callers gets the row back. */
    async markUsed(codeHash: string, purpose: OneTimeCodePurpose, now: Date) {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeCodes.codeHash, codeHash),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, now),
          ),
        )
        .returning({ userId: oneTimeCodes.userId, createdByUserId: oneTimeCodes.createdByUserId });
      return row ?? null;
    },

    async deleteForUser(userId: string, purposes: OneTimeCodePurpose[]) {
      await db
        .delete(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), inArray(oneTimeCodes.purpose, purposes)));
    },

    /** Removes codes expired before the cutoff, used or not. */
    async deleteExpired(cutoff: Date) {
      await db
        .delete(oneTimeCodes)
        .where(or(lt(oneTimeCodes.expiresAt, cutoff), lt(oneTimeCodes.usedAt, cutoff)));
    },
  };
}

export type OneTimeCodeRepository = ReturnType<typeof createOneTimeCodeRepository>;
