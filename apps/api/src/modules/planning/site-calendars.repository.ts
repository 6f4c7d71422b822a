import { and, gte, inArray, lte } from 'drizzle-orm';
import { siteClosures, type Database } from '@portale/db';
import type { IsoDate, SiteCalendar } from '@portale/shared';

/** A site's columns its calendar is made of. */
export type SiteCalendarColumns = {
  siteCode: string;
  weekLength: number;
  holidaysAreWorkingDays: boolean;
  patronSaintDay: string | null;
};

/**
 * The calendars of some sites (their working week, holidays, patron saint) with their closures that
 * meet `from`–`to`, in one query: what says whether a site is open on a day, for the plan of action
 * and for the planned hours of the people who work there.
 */
export async function readSiteCalendars(
  db: Database,
  sites: readonly SiteCalendarColumns[],
  range: { from: IsoDate; to: IsoDate },
): Promise<Map<string, SiteCalendar>> {
  const calendars = new Map<string, SiteCalendar>();
  if (sites.length === 0) return calendars;
  const closures = await db
    .select()
    .from(siteClosures)
    .where(
      and(
        inArray(siteClosures.siteCode, [...new Set(sites.map((site) => site.siteCode))]),
        lte(siteClosures.startsOn, range.to),
        gte(siteClosures.endsOn, range.from),
      ),
    );
  const closuresOf = new Map<string, { from: IsoDate; to: IsoDate }[]>();
  for (const closure of closures) {
    const own = closuresOf.get(closure.siteCode) ?? [];
    own.push({ from: closure.startsOn, to: closure.endsOn });
    closuresOf.set(closure.siteCode, own);
  }
  for (const site of sites) {
    calendars.set(site.siteCode, {
      weekLength: site.weekLength as SiteCalendar['weekLength'],
      holidaysAreWorkingDays: site.holidaysAreWorkingDays,
      patronSaintDay: site.patronSaintDay,
      closures: closuresOf.get(site.siteCode) ?? [],
    });
  }
  return calendars;
}
