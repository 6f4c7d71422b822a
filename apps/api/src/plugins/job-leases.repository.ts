import { and, eq, sql } from 'drizzle-orm';
import { jobLeases, type Database } from '@portale/db';

/** How long a run keeps the other instances off at most: one that dies mid-run lets go after it. */
const longestRunMs = 15 * 60_000;

const afterNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** The job leases of docs/ARCHITECTURE.md, "Several instances" (schema/operations.ts). */
export function createJobLeaseRepository(db: Database) {
  return {
    /**
     * Takes the job's turn when it is due and nobody holds it, moving its next turn an interval on; false
     * when another instance has it or ran it less than an interval ago. One statement: two instances
     * asking at once cannot both get it.
     */
    async claim(name: string, intervalMs: number, instance: string): Promise<boolean> {
      const rows = await db
        .insert(jobLeases)
        .values({
          name,
          nextRunAt: afterNow(intervalMs),
          heldUntil: afterNow(longestRunMs),
          ranBy: instance,
        })
        .onConflictDoUpdate({
          target: jobLeases.name,
          set: {
            nextRunAt: sql`excluded.next_run_at`,
            heldUntil: sql`excluded.held_until`,
            ranBy: sql`excluded.ran_by`,
          },
          setWhere: sql`${jobLeases.nextRunAt} <= now() and coalesce(${jobLeases.heldUntil} <= now(), true)`,
        })
        .returning({ name: jobLeases.name });
      return rows.length > 0;
    },

    /** Lets go of a run this instance holds. */
    async release(name: string, instance: string): Promise<void> {
      await db
        .update(jobLeases)
        .set({ heldUntil: null })
        .where(and(eq(jobLeases.name, name), eq(jobLeases.ranBy, instance)));
    },
  };
}

export type JobLeaseRepository = ReturnType<typeof createJobLeaseRepository>;
