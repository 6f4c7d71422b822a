import type { VariationsItem } from '@portale/shared';
import type { Database } from '@portale/db';

export function createVariationsRepository(db: Database) {
  void db;
  return {
    /** The items of one customer, filtered, sorted and paged in SQL once the area has its tables. */
    async findForCustomer(customerCode: string): Promise<VariationsItem[]> {
      void customerCode;
      return [];
    },
  };
}

export type VariationsRepository = ReturnType<typeof createVariationsRepository>;
