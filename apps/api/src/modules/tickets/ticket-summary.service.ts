import { onTimeWindowDays, type CustomerTicketSummary, type StaffTicketSummary } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { TicketSummaryRepository } from './ticket-summary.repository.ts';
import { ticketScopeOf } from './ticket-scope.ts';

/** The dashboard's ticket summaries, each within the caller's ticket scope (ticket-scope.ts). */
export function createTicketSummaryService(deps: { summary: TicketSummaryRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The customer's tickets by site: the same tickets as their ticket list. */
    async summariseBySite(auth: AuthContext): Promise<CustomerTicketSummary> {
      const scope = ticketScopeOf(auth);
      if (scope.kind !== 'customer') throw new AppError('FORBIDDEN');
      const { rows, totals } = await deps.summary.countBySite(scope, now());
      return {
        sites: rows.map(({ siteCode, siteName, open, overdue, answered, answeredOnTime }) => ({
          siteCode,
          siteName,
          open,
          overdue,
          answered,
          answeredOnTime,
        })),
        totals,
        windowDays: onTimeWindowDays,
      };
    },

    /** Every customer's tickets late or due today, for staff with the tickets permission. */
    async summariseDue(auth: AuthContext): Promise<StaffTicketSummary> {
      if (ticketScopeOf(auth).kind !== 'staff') throw new AppError('FORBIDDEN');
      const { rows, totals } = await deps.summary.countDueByCustomer(now());
      return {
        customers: rows.map(({ customerCode, customerName, late, dueToday }) => ({
          customerCode,
          customerName,
          late,
          dueToday,
        })),
        totals,
      };
    },
  };
}

export type TicketSummaryService = ReturnType<typeof createTicketSummaryService>;
