import { z } from 'zod';
import { publicAccess } from '../access/policy.ts';
import { staffPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { syncReceiptSchema } from '../sync/sync.schemas.ts';
import { customersRules } from './customers.rules.ts';
import {
  atiGroupOptionsSchema,
  customerCodeParams,
  customerDetailSchema,
  customerFieldsSchema,
  customerImportRowSchema,
  customerListQuerySchema,
  customerListSchema,
  customerSiteListSchema,
  customerSitesQuerySchema,
  customersToStartSchema,
  jobOrderDetailSchema,
  jobOrderFieldsSchema,
  jobOrderIdParams,
  jobOrderImportRowSchema,
  jobOrderListQuerySchema,
  jobOrderListSchema,
  newCustomerSchema,
  newJobOrderSchema,
  siteImportRowSchema,
} from './customers.schemas.ts';

const customersPolicy = staffPolicy(customersRules.customers);
const jobOrdersPolicy = staffPolicy(customersRules.jobOrders);
const tags = ['customers'];

/** The most customers, job orders or sites one batch may carry. */
export const backOfficeSyncMaxRows = 5_000;

// Customers (staff, permission clients 0)

export const customerListContract = defineContract({
  method: 'GET',
  path: '/customers',
  summary: 'Staff (clients): the customers, searched, filtered by whether active, sorted and paged',
  tags,
  access: customersPolicy,
  query: customerListQuerySchema,
  response: { 200: customerListSchema },
});

export const customersToStartContract = defineContract({
  method: 'GET',
  path: '/customers/to-start',
  summary:
    'Staff (clients): active customers still without a job order, a published site or a user, newest ' +
    'first (the five newest, and how many there are)',
  tags,
  access: customersPolicy,
  response: { 200: customersToStartSchema },
});

export const customerDetailContract = defineContract({
  method: 'GET',
  path: '/customers/:customerCode',
  summary: 'Staff (clients): a customer, with how many job orders, sites and users it has',
  description: '404 Customer not found.',
  tags,
  access: customersPolicy,
  params: customerCodeParams,
  response: { 200: customerDetailSchema },
});

export const customerSitesContract = defineContract({
  method: 'GET',
  path: '/customers/:customerCode/sites',
  summary: 'Staff (clients): the sites of a customer’s job orders, published or not, by name and paged',
  description: '404 Customer not found.',
  tags,
  access: customersPolicy,
  params: customerCodeParams,
  query: customerSitesQuerySchema,
  response: { 200: customerSiteListSchema },
});

export const newCustomerContract = defineContract({
  method: 'POST',
  path: '/customers',
  summary: 'Staff (clients): a new customer, active',
  description:
    '400 Invalid parameters with body.fields for a VAT number whose check digit is wrong; 409 Customer code ' +
    'in use when another customer has the code.',
  tags,
  access: customersPolicy,
  body: newCustomerSchema,
  response: { 201: customerDetailSchema },
});

export const updateCustomerContract = defineContract({
  method: 'PUT',
  path: '/customers/:customerCode',
  summary: 'Staff (clients): change a customer’s name and VAT number (its code never changes)',
  description: '404 Customer not found.',
  tags,
  access: customersPolicy,
  params: customerCodeParams,
  body: customerFieldsSchema,
  response: { 200: customerDetailSchema },
});

const deactivationEffects =
  'An inactive customer’s users cannot sign in (403 User doesnt have permission to login), their open ' +
  'sessions end on their next request (401 with Token-Expired), and the site calls of the customer answer ' +
  '204 Customer not active. Nothing is deleted: reactivating gives everything back.';

export const deactivateCustomerContract = defineContract({
  method: 'POST',
  path: '/customers/:customerCode/deactivate',
  summary: 'Staff (clients): deactivate a customer',
  description: `${deactivationEffects} 404 Customer not found.`,
  tags,
  access: customersPolicy,
  params: customerCodeParams,
  response: { 200: customerDetailSchema },
});

export const reactivateCustomerContract = defineContract({
  method: 'POST',
  path: '/customers/:customerCode/reactivate',
  summary: 'Staff (clients): make an inactive customer active again',
  description: '404 Customer not found.',
  tags,
  access: customersPolicy,
  params: customerCodeParams,
  response: { 200: customerDetailSchema },
});

// Job orders (staff, permission jobtasks 3)

export const jobOrderListContract = defineContract({
  method: 'GET',
  path: '/job-orders',
  summary: 'Staff (jobtasks): the job orders, by customer, state and words, sorted and paged',
  tags,
  access: jobOrdersPolicy,
  query: jobOrderListQuerySchema,
  response: { 200: jobOrderListSchema },
});

export const atiGroupOptionsContract = defineContract({
  method: 'GET',
  path: '/job-orders/ati-groups',
  summary: 'Staff (jobtasks): the ATI groups a job order may be held through',
  tags,
  access: jobOrdersPolicy,
  response: { 200: atiGroupOptionsSchema },
});

export const jobOrderDetailContract = defineContract({
  method: 'GET',
  path: '/job-orders/:jobOrderId',
  summary: 'Staff (jobtasks): a job order with its sites',
  description: '404 Job order not found.',
  tags,
  access: jobOrdersPolicy,
  params: jobOrderIdParams,
  response: { 200: jobOrderDetailSchema },
});

const jobOrderRules =
  'Its dates must be in order: it ends on or after its first day, and its original end lies between its ' +
  'first day and its end (an extension moves the end past the original one); its sites must stay within ' +
  'its dates (400 Invalid parameters with body.fields).';

export const newJobOrderContract = defineContract({
  method: 'POST',
  path: '/job-orders',
  summary: 'Staff (jobtasks): a new job order of a customer',
  description: `${jobOrderRules} 404 Customer not found; 409 Job order code in use.`,
  tags,
  access: jobOrdersPolicy,
  body: newJobOrderSchema,
  response: { 201: jobOrderDetailSchema },
});

export const updateJobOrderContract = defineContract({
  method: 'PUT',
  path: '/job-orders/:jobOrderId',
  summary: 'Staff (jobtasks): change a job order (its code and customer never change)',
  description: `${jobOrderRules} 404 Job order not found.`,
  tags,
  access: jobOrdersPolicy,
  params: jobOrderIdParams,
  body: jobOrderFieldsSchema,
  response: { 200: jobOrderDetailSchema },
});

// Sync: the provider's ERP

const syncDescription =
  'For the provider’s systems, not for people: no session; the source’s key goes in the header X-Sync-Key ' +
  '(401 Sync key not valid when missing, unknown or revoked). A batch is applied whole or not at all: a ' +
  'row at fault answers 400 Sync batch not valid naming each row in body.fields ' +
  '(`customers.3.vatNumber`), and nothing of the batch is stored. Rows are matched by their code: a row ' +
  'sent again with the same data is counted unchanged, with other data it is a correction. Each batch ' +
  'applied, or refused for its rows, is logged in the source’s runs; a batch refused by its shape ' +
  `(checked before its key is read) is not. At most ${backOfficeSyncMaxRows} rows a batch.`;

const customerBatchSchema = z
  .object({ customers: z.array(customerImportRowSchema).min(1).max(backOfficeSyncMaxRows) })
  .meta({
    examples: [
      {
        customers: [
          { code: 'CL0101', name: 'Comune di Lodi', vatNumber: 'IT01234567897', active: true },
          { code: 'CL0102', name: 'Fondazione Ca’ Rossa', vatNumber: '12345678903', active: true },
        ],
      },
    ],
  });

export const importCustomersContract = defineContract({
  method: 'POST',
  path: '/sync/customers',
  summary: 'The ERP sends customers: idempotent on their codes',
  description:
    `${syncDescription} The VAT number may carry the IT prefix; its check digit must be right. ` +
    'A customer sent with active false is deactivated, with every effect of staff’s deactivation.',
  tags: ['sync'],
  access: publicAccess,
  invalidInput: 'SYNC_BATCH_NOT_VALID',
  body: customerBatchSchema,
  response: { 200: syncReceiptSchema },
});

const jobOrderBatchSchema = z
  .object({ jobOrders: z.array(jobOrderImportRowSchema).min(1).max(backOfficeSyncMaxRows) })
  .meta({
    examples: [
      {
        jobOrders: [
          {
            id: 'C2027-0001',
            customerCode: 'CL0101',
            description: 'Pulizia degli uffici comunali',
            dateFrom: '2027-01-01',
            dateTo: '2029-12-31',
            originalDateTo: null,
            operatingSegment: 'Enti pubblici',
            markedAsStarted: true,
            atiGroupId: null,
          },
        ],
      },
    ],
  });

export const importJobOrdersContract = defineContract({
  method: 'POST',
  path: '/sync/job-orders',
  summary: 'The ERP sends job orders: idempotent on their codes',
  description:
    `${syncDescription} A job order’s customer must exist (send the customers first); its dates must be in ` +
    'order, its original end (left out: the same as its end) between its first day and its end.',
  tags: ['sync'],
  access: publicAccess,
  invalidInput: 'SYNC_BATCH_NOT_VALID',
  body: jobOrderBatchSchema,
  response: { 200: syncReceiptSchema },
});

const siteBatchSchema = z
  .object({ sites: z.array(siteImportRowSchema).min(1).max(backOfficeSyncMaxRows) })
  .meta({
    examples: [
      {
        sites: [
          {
            code: 'UB100001',
            jobOrderId: 'C2027-0001',
            name: 'Palazzo comunale',
            address: 'Piazza della Vittoria 1',
            city: 'Lodi',
            cap: '26900',
            province: 'LO',
            phone: null,
            notes: null,
            startHour: '06:00',
            endHour: '20:00',
            isOnDuty: false,
            dateFrom: '2027-01-01',
            dateTo: '2029-12-31',
            latitude: 45.3138,
            longitude: 9.5018,
          },
        ],
      },
    ],
  });

export const importSitesContract = defineContract({
  method: 'POST',
  path: '/sync/sites',
  summary: 'The ERP sends sites: idempotent on their codes; a new site arrives unpublished',
  description:
    `${syncDescription} A site’s job order must exist and hold its dates. A new site is not published: ` +
    'staff publish it (permission sites); a site sent again keeps whether it is published, its fees and ' +
    'its services.',
  tags: ['sync'],
  access: publicAccess,
  invalidInput: 'SYNC_BATCH_NOT_VALID',
  body: siteBatchSchema,
  response: { 200: syncReceiptSchema },
});
