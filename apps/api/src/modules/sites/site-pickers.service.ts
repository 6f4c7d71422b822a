import {
  customerCodePattern,
  jobTaskIdPattern,
  type AutocompleteItem,
  type SiteListResult,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { siteScopeOf, type SiteScope } from '../tenancy/index.ts';
import type { SitesRepository, StaffSiteFilter } from './sites.repository.ts';

const autocompleteLimit = 50;
const withDatesLimit = 2_000;
const staffScope: SiteScope = { kind: 'staff' };

function assertJobTaskId(jobTaskId: string): string {
  if (!jobTaskIdPattern.test(jobTaskId)) {
    throw new AppError('SITE_MISSING_JOB_TASK_ID', {
      fields: [{ path: 'params.jobtaskid', message: 'Indica il codice di una commessa' }],
    });
  }
  return jobTaskId;
}

type PickerRow = Awaited<ReturnType<SitesRepository['findSitesForPicker']>>[number];

const toAutocompleteItem = (row: PickerRow): AutocompleteItem => ({
  id: row.siteCode,
  value: `${row.siteCode} – ${row.siteName}`,
  computedEndDate: row.computedEndDate,
});

const toSiteWithDates = (row: PickerRow) => ({
  id: row.siteCode,
  name: row.siteName,
  startDate: row.dateFrom,
  endDate: row.computedEndDate,
});

/**
 * Site pickers and the back office's lists. Customer pickers use the caller's scope; staff pickers see
 * every site. A customer code is checked for form (400), existence (404) and activity (204).
 */
export function createSitePickersService(deps: { sites: SitesRepository }) {
  const { sites } = deps;

  async function assertActiveCustomer(customerCode: string) {
    if (!customerCodePattern.test(customerCode)) {
      throw new AppError('SITE_MISSING_CUSTOMER_CODE', {
        fields: [{ path: 'params.customercode', message: 'Indica il codice di un cliente' }],
      });
    }
    const customer = await sites.findCustomer(customerCode);
    if (!customer) throw new AppError('SITE_CUSTOMER_NOT_FOUND');
    if (!customer.active) throw new AppError('SITE_CUSTOMER_NOT_ACTIVE');
  }

  const staffList = async (
    filter: StaffSiteFilter,
    page: { page: number; pageSize: number },
  ): Promise<SiteListResult> => {
    const { rows, total } = await sites.findStaffSites(filter, {
      limit: page.pageSize,
      offset: (page.page - 1) * page.pageSize,
    });
    return { data: rows, total };
  };

  return {
    async customerAutocomplete(auth: AuthContext, jobTaskId: string, search: string | undefined) {
      const filter = { jobOrderId: assertJobTaskId(jobTaskId), search };
      const rows = await sites.findSitesForPicker(siteScopeOf(auth), filter, autocompleteLimit);
      return rows.map(toAutocompleteItem);
    },

    async customerAutocompleteAll(auth: AuthContext, search: string | undefined) {
      const rows = await sites.findSitesForPicker(siteScopeOf(auth), { search }, autocompleteLimit);
      return rows.map(toAutocompleteItem);
    },

    async customerSitesWithDates(auth: AuthContext, jobTaskId: string) {
      const filter = { jobOrderId: assertJobTaskId(jobTaskId) };
      const rows = await sites.findSitesForPicker(siteScopeOf(auth), filter, withDatesLimit);
      return rows.map(toSiteWithDates);
    },

    async autocompleteAll(search: string | undefined) {
      return (await sites.findSitesForPicker(staffScope, { search }, autocompleteLimit)).map(
        toAutocompleteItem,
      );
    },

    async autocompleteByJobTask(jobTaskId: string, search: string | undefined) {
      const filter = { jobOrderId: assertJobTaskId(jobTaskId), search };
      return (await sites.findSitesForPicker(staffScope, filter, autocompleteLimit)).map(toAutocompleteItem);
    },

    async autocompleteByCustomer(customerCode: string, search: string | undefined) {
      await assertActiveCustomer(customerCode);
      const rows = await sites.findSitesForPicker(staffScope, { customerCode, search }, autocompleteLimit);
      return rows.map((row) => ({ ...toAutocompleteItem(row), taskId: row.jobTaskId }));
    },

    async sitesWithDates(jobTaskId: string) {
      const filter = { jobOrderId: assertJobTaskId(jobTaskId) };
      return (await sites.findSitesForPicker(staffScope, filter, withDatesLimit)).map(toSiteWithDates);
    },

    listCustomers: (search: string | undefined, limit: number) => sites.findCustomers(search, limit),

    async operatingSegments(search: string | undefined, includeUnpublished: boolean) {
      return sites.findOperatingSegments({ search, includeUnpublished });
    },

    listSites: (query: { query?: string | undefined; page: number; pageSize: number }) =>
      staffList({ query: query.query }, query),

    listSitesForAssociations: (query: {
      query?: string | undefined;
      clientCode?: string | undefined;
      jobTaskId?: string | undefined;
      onlyIncludeSitesWithoutOperatingSegment?: boolean | undefined;
      page: number;
      pageSize: number;
    }) =>
      staffList(
        {
          query: query.query,
          customerCode: query.clientCode,
          jobOrderId: query.jobTaskId,
          withoutOperatingSegment: query.onlyIncludeSitesWithoutOperatingSegment,
        },
        query,
      ),

    /** A customer's published (or not yet published) sites. */
    async listCustomerSites(
      customerCode: string,
      published: boolean,
      query: { query?: string | undefined; page: number; pageSize: number },
    ) {
      await assertActiveCustomer(customerCode);
      return staffList({ query: query.query, customerCode, published }, query);
    },
  };
}

export type SitePickersService = ReturnType<typeof createSitePickersService>;
