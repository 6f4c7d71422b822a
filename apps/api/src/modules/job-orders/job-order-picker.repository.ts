import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import { customers, jobOrders, type Database } from '@portale/db';
import { likePattern } from '../../plugins/text-search.repository.ts';

/** Staff's job-order picker (publishing documents and invoices): every job order, whatever its sites. */
export function createJobOrderPicker(db: Database) {
  return {
    /**
     * Job orders by code, description or customer name (of one customer when given), at most 50, by
     * customer and then the most recent first.
     */
    async findJobOrderOptions(search: string | undefined, customerCode?: string) {
      const text = search?.trim();
      const like = likePattern(text ?? '');
      return db
        .select({
          jobOrderId: jobOrders.id,
          description: jobOrders.description,
          customerCode: jobOrders.customerCode,
          customerName: customers.name,
        })
        .from(jobOrders)
        .innerJoin(customers, eq(customers.code, jobOrders.customerCode))
        .where(
          and(
            customerCode ? eq(jobOrders.customerCode, customerCode) : undefined,
            text
              ? or(ilike(jobOrders.id, like), ilike(jobOrders.description, like), ilike(customers.name, like))
              : undefined,
          ),
        )
        .orderBy(asc(customers.name), desc(jobOrders.dateFrom), asc(jobOrders.id))
        .limit(50);
    },
  };
}

export type JobOrderPicker = ReturnType<typeof createJobOrderPicker>;
