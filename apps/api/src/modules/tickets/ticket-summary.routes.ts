import type { FastifyInstance } from 'fastify';
import { customerTicketSummaryContract, staffTicketSummaryContract } from '@portale/shared';
import { registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import type { TicketSummaryService } from './ticket-summary.service.ts';

/** The dashboard's ticket summaries: the customer's by site, the provider's late or due today. */
export function registerTicketSummaryRoutes(app: FastifyInstance, summary: TicketSummaryService) {
  registerRoute(app, customerTicketSummaryContract, ({ request }) =>
    summary.summariseBySite(requireAuth(request)),
  );
  registerRoute(app, staffTicketSummaryContract, ({ request }) => summary.summariseDue(requireAuth(request)));
}
