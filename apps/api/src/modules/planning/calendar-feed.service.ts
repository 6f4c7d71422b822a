import {
  addDays,
  allows,
  buildPath,
  calendarFeedDaysAfter,
  calendarFeedDaysBefore,
  calendarFeedFileContract,
  planMaxRangeDays,
  planningAccess,
  romeCalendarDay,
  type CalendarFeedState,
  type CalendarFeedSummary,
  type NewCalendarFeed,
  type Plan,
  type PlanOccurrence,
  type PlanQuery,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { generateToken, hashToken } from '../../plugins/tokens.ts';
import { writePlanCalendar } from './calendar-feed-ics.ts';
import type { CalendarFeedRepository } from './calendar-feed.repository.ts';

/** A read is recorded at most once this often, so that polling apps do not make every read a write. */
const touchIntervalMs = 3_600_000;

/** How many characters of a token are kept to tell links apart. */
const prefixLength = 8;

/** Anything that is not a feed to show answers the same: no word on why. */
const noFeed = () => new AppError('NOT_FOUND');

const summaryOf = (row: {
  tokenPrefix: string;
  createdAt: Date;
  lastReadAt: Date | null;
}): CalendarFeedSummary => ({
  tokenPrefix: row.tokenPrefix,
  createdAt: row.createdAt.toISOString(),
  lastReadAt: row.lastReadAt?.toISOString() ?? null,
});

/**
 * Each user's private calendar feed of the plan of action (issue 27, item 4). The link's token is 256
 * random bits in base64url, shown once; only its SHA-256 digest is kept (a random token needs no slow
 * hash), as sessions and kiosk keys are. Reading the feed needs no session: the token opens it, and the
 * plan is computed with its user's rights as they are at that moment, so a disabled user or customer,
 * or a user who lost the plan, get 404 as for an unknown or revoked link.
 */
export function createCalendarFeedService(deps: {
  repository: CalendarFeedRepository;
  plan: (auth: AuthContext, query: PlanQuery) => Promise<Plan>;
  /** PUBLIC_URL: where the web app and, under /api, the API answer. */
  publicUrl: string;
  providerName: string;
  now: () => Date;
}) {
  const { repository } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');
  const host = new URL(base).hostname;
  const mayPlan = (auth: AuthContext) => {
    if (!allows(planningAccess.rules.feed, auth)) throw new AppError('FORBIDDEN');
  };

  /** The caller the feed's user would be with a session of their own now, or null when they may not read it. */
  async function ownerOf(tokenHash: string): Promise<{ auth: AuthContext; lastReadAt: Date | null } | null> {
    const owner = await repository.findOwner(tokenHash);
    // Only customers hold a feed (rule feed): a staff member's, or a disabled account's, reads as none.
    if (!owner?.enabled || owner.kind !== 'customer') return null;
    if (owner.customerActive !== true || owner.customerCode === null) return null;
    const auth: AuthContext = {
      userId: owner.userId,
      username: owner.username,
      // No session: the link's token stands for one, and nothing of a session is read from here.
      sessionTokenHash: '',
      kind: 'customer',
      customerCode: owner.customerCode,
      atiGroupId: owner.atiGroupId,
      customerSubRoles: owner.customerSubRoles,
      backOfficePermissions: [],
      limitedToSites: owner.limitedToSites,
    };
    return allows(planningAccess.rules.feed, auth) ? { auth, lastReadAt: owner.lastReadAt } : null;
  }

  return {
    async find(auth: AuthContext): Promise<CalendarFeedState> {
      mayPlan(auth);
      const row = await repository.findByUser(auth.userId);
      return { feed: row ? summaryOf(row) : null };
    },

    /** A new link, replacing the caller's: the route refuses an impersonated session before this. */
    async create(auth: AuthContext): Promise<NewCalendarFeed> {
      mayPlan(auth);
      const token = generateToken();
      const row = {
        userId: auth.userId,
        tokenHash: hashToken(token),
        tokenPrefix: token.slice(0, prefixLength),
        createdAt: deps.now(),
      };
      await repository.replace(row);
      return {
        url: `${base}/api${buildPath(calendarFeedFileContract.path, { token })}`,
        feed: summaryOf({ ...row, lastReadAt: null }),
      };
    },

    async revoke(auth: AuthContext): Promise<void> {
      mayPlan(auth);
      await repository.remove(auth.userId);
    },

    /**
     * The feed's file: from `calendarFeedDaysBefore` days before today in Italy to `calendarFeedDaysAfter`
     * after it, computed by the plan of action in ranges of at most `planMaxRangeDays` days.
     */
    async calendar(token: string): Promise<string> {
      if (token.length === 0 || token.length > 200) throw noFeed();
      const tokenHash = hashToken(token);
      const owner = await ownerOf(tokenHash);
      if (!owner) throw noFeed();
      const now = deps.now();
      const from = addDays(romeCalendarDay(now), -calendarFeedDaysBefore);
      const totalDays = calendarFeedDaysBefore + 1 + calendarFeedDaysAfter;
      const occurrences: PlanOccurrence[] = [];
      for (let offset = 0; offset < totalDays; offset += planMaxRangeDays) {
        const part = await deps.plan(owner.auth, {
          from: addDays(from, offset),
          days: Math.min(planMaxRangeDays, totalDays - offset),
        });
        occurrences.push(...part.occurrences);
      }
      if (owner.lastReadAt === null || now.getTime() - owner.lastReadAt.getTime() >= touchIntervalMs)
        await repository.touch(tokenHash, now, new Date(now.getTime() - touchIntervalMs));
      return writePlanCalendar(occurrences, { host, providerName: deps.providerName, generatedAt: now });
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
