import {
  datePhrase,
  formatItalianDate,
  romeCalendarDay,
  type CustomerDetail,
  type CustomerFields,
  type CustomerListQuery,
  type CustomerSitesQuery,
  type CustomersToStart,
  type JobOrderDetail,
  type JobOrderFields,
  type JobOrderListQuery,
  type NewCustomer,
  type NewJobOrder,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { CustomersRepository } from './customers.repository.ts';

/**
 * Staff's customers (permission clients) and job orders (permission jobtasks), issue 30. A customer's
 * code and a job order's code and customer never change: every record of the portal refers to them.
 * Deactivating a customer is a flag the sessions, the sign-in and the site calls already read.
 */
/** The customers to start the staff dashboard names; the others it counts. */
const customersToStartShown = 5;

export function createCustomersService(deps: { repository: CustomersRepository; now: () => Date }) {
  const { repository } = deps;

  const customerOrFail = async (code: string): Promise<CustomerDetail> => {
    const row = await repository.customer(code);
    if (!row) throw new AppError('SITE_CUSTOMER_NOT_FOUND');
    return { ...row, createdAt: row.createdAt.toISOString() };
  };

  const jobOrderOrFail = async (id: string): Promise<JobOrderDetail> => {
    const row = await repository.jobOrder(id);
    if (!row) throw new AppError('JOB_ORDER_NOT_FOUND');
    return row;
  };

  /** An unknown ATI group, or sites left outside the job order's new dates: 400 with the fields. */
  const checkJobOrder = async (id: string | null, fields: JobOrderFields) => {
    const faults: { path: string; message: string }[] = [];
    if (fields.atiGroupId !== null && !(await repository.atiGroupExists(fields.atiGroupId)))
      faults.push({ path: 'body.atiGroupId', message: 'Raggruppamento (ATI) sconosciuto' });
    const span = id === null ? null : await repository.siteSpan(id);
    if (span && span.from < fields.dateFrom)
      faults.push({
        path: 'body.dateFrom',
        message: `Un’ubicazione della commessa comincia prima, ${datePhrase('il', formatItalianDate(span.from))}`,
      });
    if (span && span.to > fields.dateTo)
      faults.push({
        path: 'body.dateTo',
        message: `Un’ubicazione della commessa finisce dopo, ${datePhrase('il', formatItalianDate(span.to))}`,
      });
    if (faults.length > 0) throw new AppError('VALIDATION', { fields: faults });
  };

  return {
    listCustomers: (query: CustomerListQuery) => repository.listCustomers(query),

    async customersToStart(): Promise<CustomersToStart> {
      const { rows, total } = await repository.customersToStart(customersToStartShown);
      return {
        total,
        data: rows.map((row) => ({
          code: row.code,
          name: row.name,
          missing: [
            ...(row.jobOrders === 0 ? (['jobOrder'] as const) : []),
            ...(row.publishedSites === 0 ? (['publishedSite'] as const) : []),
            ...(row.users === 0 ? (['user'] as const) : []),
          ],
        })),
      };
    },

    customer: customerOrFail,

    async customerSites(code: string, query: CustomerSitesQuery) {
      if (!(await repository.customerExists(code))) throw new AppError('SITE_CUSTOMER_NOT_FOUND');
      return repository.customerSites(code, query);
    },

    async createCustomer(input: NewCustomer): Promise<CustomerDetail> {
      if (!(await repository.insertCustomer(input, deps.now()))) throw new AppError('CUSTOMER_CODE_IN_USE');
      return customerOrFail(input.code);
    },

    async updateCustomer(code: string, fields: CustomerFields): Promise<CustomerDetail> {
      if (!(await repository.updateCustomer(code, fields))) throw new AppError('SITE_CUSTOMER_NOT_FOUND');
      return customerOrFail(code);
    },

    /** Active or not: its users' sign-in, sessions and site calls follow at their next request. */
    async setActive(code: string, active: boolean): Promise<CustomerDetail> {
      if (!(await repository.updateCustomer(code, { active }))) throw new AppError('SITE_CUSTOMER_NOT_FOUND');
      return customerOrFail(code);
    },

    listJobOrders: (query: JobOrderListQuery) => repository.listJobOrders(query, romeCalendarDay(deps.now())),

    jobOrder: jobOrderOrFail,

    atiGroupOptions: () => repository.atiGroupOptions(),

    async createJobOrder(input: NewJobOrder): Promise<JobOrderDetail> {
      if (!(await repository.customerExists(input.customerCode)))
        throw new AppError('SITE_CUSTOMER_NOT_FOUND');
      await checkJobOrder(null, input);
      if (!(await repository.insertJobOrder(input))) throw new AppError('JOB_ORDER_ID_IN_USE');
      return jobOrderOrFail(input.id);
    },

    async updateJobOrder(id: string, fields: JobOrderFields): Promise<JobOrderDetail> {
      await jobOrderOrFail(id);
      await checkJobOrder(id, fields);
      await repository.updateJobOrder(id, fields);
      return jobOrderOrFail(id);
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
