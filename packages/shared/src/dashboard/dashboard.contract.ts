import { z } from 'zod';
import { customerPolicy, staffPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { sitesAccess } from '../sites/sites.access.ts';
import { ticketsAccess } from '../tickets/tickets.access.ts';
import { usersAccess } from '../users/users.access.ts';

/**
 * The dashboard's summaries: one call per part, each under the rule of the area whose data it counts
 * and registered by that area's module (its SQL stays in that module's repository). The page asks only
 * for the parts the user's sub-roles or permissions open, so a staff user holding only some
 * permissions gets their cards and no 403. Every figure is counted in the database.
 */

/** How far back the on-time share looks: the answers given in the last 90 days. */
export const onTimeWindowDays = 90;

/** How many rows each summary lists at most; the totals count every row. */
export const summaryRowLimit = 20;

const count = z.number().int().min(0);

/**
 * A site's tickets, among those the caller sees in the ticket list. `open`: not closed. `overdue`:
 * still awaiting the provider (new, in charge, reopened) past the due time of its urgency. `answered`:
 * tickets whose latest answer came in the last 90 days; `answeredOnTime`: those of them answered by
 * their due time (for a reopened ticket, the due time set when it was reopened).
 */
const ticketCountsSchema = z.object({
  open: count,
  overdue: count,
  answered: count,
  answeredOnTime: count,
});

export const customerTicketSummarySchema = z.object({
  /** The sites with an open ticket or a recent answer: most overdue first, then most open; at most 20. */
  sites: z.array(ticketCountsSchema.extend({ siteCode: z.string(), siteName: z.string() })),
  /** Every site's tickets together, and how many sites they are on. */
  totals: ticketCountsSchema.extend({ sites: count }),
  windowDays: z.number().int(),
});
export type CustomerTicketSummary = z.infer<typeof customerTicketSummarySchema>;

export const customerTicketSummaryContract = defineContract({
  method: 'GET',
  path: '/dashboard/tickets-by-site',
  summary: 'Customer (communications or communications all tickets): open and overdue tickets by site',
  description:
    'The tickets the caller sees in GET /tickets/my-list (their own, or every ticket of the customer ' +
    'with communications all tickets; only on the sites they may see), counted by site: open, ' +
    'overdue, and of those answered in the last 90 days how many by their due time.',
  tags: ['dashboard'],
  access: customerPolicy(ticketsAccess.rules.read),
  response: { 200: customerTicketSummarySchema },
});

/**
 * The caller's published sites by status, as GET /site/my-list counts them: `all`, and one figure per
 * status filter (`siteStatusFilters`), each the list's total with that filter.
 */
export const siteStatusSummarySchema = z.object({
  all: count,
  active: count,
  closed: count,
  inActivation: count,
  extended: count,
});
export type SiteStatusSummary = z.infer<typeof siteStatusSummarySchema>;

export const siteStatusSummaryContract = defineContract({
  method: 'GET',
  path: '/dashboard/site-status',
  summary: 'Customer (site): published sites by status',
  description:
    'The published sites within the caller’s reach, counted in one call: all of them, and those ' +
    'GET /site/my-list lists with each `status` filter (active, closed, inActivation, extended).',
  tags: ['dashboard'],
  access: customerPolicy(sitesAccess.rules.list),
  response: { 200: siteStatusSummarySchema },
});

/** Tickets awaiting the provider: past their due time, or due by the end of today in Italy. */
const dueCountsSchema = z.object({ late: count, dueToday: count });

export const staffTicketSummarySchema = z.object({
  /** Customers with a late ticket or one due today: most late first; at most 20. */
  customers: z.array(dueCountsSchema.extend({ customerCode: z.string(), customerName: z.string() })),
  totals: dueCountsSchema.extend({ customers: count }),
});
export type StaffTicketSummary = z.infer<typeof staffTicketSummarySchema>;

export const staffTicketSummaryContract = defineContract({
  method: 'GET',
  path: '/dashboard/tickets-due',
  summary: 'Staff (tickets): tickets late or due today, by customer',
  description:
    'Tickets awaiting the provider (new, in charge, reopened) whose due time has passed (late) or ' +
    'falls before the end of today in Italy (dueToday), by customer. GET /tickets/queue with ' +
    '`customerCode` and `lateOrDueToday=true` lists them.',
  tags: ['dashboard'],
  access: staffPolicy(ticketsAccess.rules.read),
  response: { 200: staffTicketSummarySchema },
});

export const publishingWarningSummarySchema = z.object({
  /** Customers with a site showing a publishing warning: most sites first; at most 20. */
  customers: z.array(z.object({ customerCode: z.string(), customerName: z.string(), sites: count })),
  totals: z.object({ sites: count, customers: count }),
});
export type PublishingWarningSummary = z.infer<typeof publishingWarningSummarySchema>;

export const publishingWarningSummaryContract = defineContract({
  method: 'GET',
  path: '/dashboard/publishing-warnings',
  summary: 'Staff (sites): sites with a publishing warning, by customer',
  description:
    'Sites, published or not, with at least one of the publishing list’s warnings (dates outside ' +
    'the job order’s, no fee split or formula, no services), by customer. GET ' +
    '/site/sites-for-publishing with `clientCode` and `onlyWithWarnings=true` lists them.',
  tags: ['dashboard'],
  access: staffPolicy(sitesAccess.rules.publishing),
  response: { 200: publishingWarningSummarySchema },
});

export const awaitingActivationSummarySchema = z.object({
  /**
   * Companies with users awaiting activation: a customer, or the provider's staff (customerCode null);
   * most users first; at most 20.
   */
  companies: z.array(
    z.object({ customerCode: z.string().nullable(), companyName: z.string(), users: count }),
  ),
  totals: z.object({ users: count, companies: count }),
});
export type AwaitingActivationSummary = z.infer<typeof awaitingActivationSummarySchema>;

export const awaitingActivationSummaryContract = defineContract({
  method: 'GET',
  path: '/dashboard/users-awaiting-activation',
  summary: 'Staff (clients users): enabled users who never set their password, by company',
  description:
    'Enabled accounts whose first access is not done (no password yet), by customer, staff apart. ' +
    'GET /user/portale with `customerCode` (or `kind=staff`) and `awaitingActivation=true` lists them.',
  tags: ['dashboard'],
  access: staffPolicy(usersAccess.rules.administration),
  response: { 200: awaitingActivationSummarySchema },
});
