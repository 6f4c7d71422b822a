import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  calendarFeedContract,
  calendarFeedFileContract,
  createCalendarFeedContract,
  revokeCalendarFeedContract,
} from '@portale/shared';
import { downloadHeaders } from '../../plugins/files.ts';
import { requireAuth, requireOwnSession } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { hashToken } from '../../plugins/tokens.ts';
import type { CalendarFeedService } from './calendar-feed.service.ts';

/** Reads of one feed's link a minute: apps poll every few minutes at the most. */
export const calendarFeedReadsPerMinute = 30;

const tokenOf = (request: FastifyRequest) => (request.params as { token?: unknown }).token;

/**
 * The calendar feed: the user's link (read, made or replaced, revoked) and the file calendar apps read
 * with it, limited per link (its digest, so no token is kept in memory) as a kiosk's uploads per key.
 */
export function registerCalendarFeedRoutes(api: FastifyInstance, feeds: CalendarFeedService) {
  registerRoute(api, calendarFeedContract, ({ request }) => feeds.find(requireAuth(request)));
  // The link is a secret of the account's owner: staff acting for them may revoke it, not make one.
  registerRoute(api, createCalendarFeedContract, ({ request }) => feeds.create(requireOwnSession(request)), {
    invalidates: ['calendar_feeds'],
  });
  registerRoute(
    api,
    revokeCalendarFeedContract,
    async ({ request }) => {
      await feeds.revoke(requireAuth(request));
      return null;
    },
    { invalidates: ['calendar_feeds'] },
  );
  registerRoute(
    api,
    calendarFeedFileContract,
    async ({ params, reply }) => {
      const calendar = await feeds.calendar(params.token);
      downloadHeaders(reply, {
        contentType: 'text/calendar; charset=utf-8',
        filename: 'piano-delle-attivita.ics',
      }).header('x-robots-tag', 'noindex, nofollow');
      return calendar;
    },
    {
      // A read that records its last read, to the hour.
      invalidates: ['calendar_feeds'],
      limitPerKey: {
        max: calendarFeedReadsPerMinute,
        key: (request) => {
          const token = tokenOf(request);
          return typeof token === 'string' && token.length <= 200
            ? `calendar-feed:${hashToken(token)}`
            : `calendar-feed-ip:${request.ip}`;
        },
      },
    },
  );
}
