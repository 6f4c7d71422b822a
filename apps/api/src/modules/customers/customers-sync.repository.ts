import { inArray, sql } from 'drizzle-orm';
import { atiGroups, customers, jobOrders, sites, type Database } from '@portale/db';
import type { SiteImportRow } from '@portale/shared';

/** A customer as the ERP sends it, the VAT number normalised. */
export type SyncedCustomer = { code: string; name: string; vatNumber: string; active: boolean };
/** A job order as the ERP sends it, its original end filled. */
export type SyncedJobOrder = {
  id: string;
  customerCode: string;
  description: string;
  dateFrom: string;
  dateTo: string;
  originalDateTo: string;
  operatingSegment: string | null;
  markedAsStarted: boolean;
  atiGroupId: number | null;
};
/** A site's fields the ERP owns: not whether it is published, nor its fees and services. */
export type SyncedSite = SiteImportRow;

/** What the imports of customers, job orders and sites read and write (docs/ARCHITECTURE.md, "Sync"). */
export function createCustomersSyncRepository(db: Database) {
  return {
    async storedCustomers(codes: readonly string[]): Promise<Map<string, SyncedCustomer>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({
          code: customers.code,
          name: customers.name,
          vatNumber: customers.vatNumber,
          active: customers.active,
        })
        .from(customers)
        .where(inArray(customers.code, [...codes]));
      return new Map(rows.map((row) => [row.code, row]));
    },

    async saveCustomers(rows: readonly SyncedCustomer[], now: Date): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(customers)
        .values(rows.map((row) => ({ ...row, createdAt: now })))
        .onConflictDoUpdate({
          target: customers.code,
          set: {
            name: sql`excluded.name`,
            vatNumber: sql`excluded.vat_number`,
            active: sql`excluded.active`,
          },
        });
    },

    async storedJobOrders(ids: readonly string[]): Promise<Map<string, SyncedJobOrder>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: jobOrders.id,
          customerCode: jobOrders.customerCode,
          description: jobOrders.description,
          dateFrom: jobOrders.dateFrom,
          dateTo: jobOrders.dateTo,
          originalDateTo: jobOrders.originalDateTo,
          operatingSegment: jobOrders.operatingSegment,
          markedAsStarted: jobOrders.markedAsStarted,
          atiGroupId: jobOrders.atiGroupId,
        })
        .from(jobOrders)
        .where(inArray(jobOrders.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async existingCustomers(codes: readonly string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .select({ code: customers.code })
        .from(customers)
        .where(inArray(customers.code, [...codes]));
      return new Set(rows.map((row) => row.code));
    },

    async existingAtiGroups(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: atiGroups.id })
        .from(atiGroups)
        .where(inArray(atiGroups.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    async saveJobOrders(rows: readonly SyncedJobOrder[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(jobOrders)
        .values([...rows])
        .onConflictDoUpdate({
          target: jobOrders.id,
          set: {
            description: sql`excluded.description`,
            dateFrom: sql`excluded.date_from`,
            dateTo: sql`excluded.date_to`,
            originalDateTo: sql`excluded.original_date_to`,
            operatingSegment: sql`excluded.operating_segment`,
            markedAsStarted: sql`excluded.marked_as_started`,
            atiGroupId: sql`excluded.ati_group_id`,
          },
        });
    },

    async storedSites(codes: readonly string[]): Promise<Map<string, SyncedSite>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({
          code: sites.code,
          jobOrderId: sites.jobOrderId,
          name: sites.name,
          address: sites.address,
          city: sites.city,
          cap: sites.cap,
          province: sites.province,
          phone: sites.phone,
          notes: sites.notes,
          startHour: sites.startHour,
          endHour: sites.endHour,
          isOnDuty: sites.isOnDuty,
          dateFrom: sites.dateFrom,
          dateTo: sites.dateTo,
          latitude: sites.latitude,
          longitude: sites.longitude,
        })
        .from(sites)
        .where(inArray(sites.code, [...codes]));
      return new Map(rows.map((row) => [row.code, row]));
    },

    /** Sites inserted unpublished, or updated in the ERP's fields only (published, fees, services kept). */
    async saveSites(rows: readonly SyncedSite[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(sites)
        .values(rows.map((row) => ({ ...row, published: false })))
        .onConflictDoUpdate({
          target: sites.code,
          set: {
            jobOrderId: sql`excluded.job_order_id`,
            name: sql`excluded.name`,
            address: sql`excluded.address`,
            city: sql`excluded.city`,
            cap: sql`excluded.cap`,
            province: sql`excluded.province`,
            phone: sql`excluded.phone`,
            notes: sql`excluded.notes`,
            startHour: sql`excluded.start_hour`,
            endHour: sql`excluded.end_hour`,
            isOnDuty: sql`excluded.is_on_duty`,
            dateFrom: sql`excluded.date_from`,
            dateTo: sql`excluded.date_to`,
            latitude: sql`excluded.latitude`,
            longitude: sql`excluded.longitude`,
          },
        });
    },
  };
}

export type CustomersSyncRepository = ReturnType<typeof createCustomersSyncRepository>;
