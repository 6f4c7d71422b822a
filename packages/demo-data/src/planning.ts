import type { serviceOccurrenceRecords, serviceSchedules, siteClosures } from '@portale/db';
import type { ServiceType, SiteCalendar } from '@portale/shared';
import { occurrencesBetween } from '@portale/shared/schedule-expansion';
import { addDays, type IsoDate } from './dates.ts';
import { randomFor } from './entity-random.ts';
import type { Random } from './random.ts';
import type { DemoData, SiteServiceRow } from './rows.ts';

export type ServiceScheduleRow = Required<
  Omit<typeof serviceSchedules.$inferInsert, 'updatedByUserId' | 'updatedAt'>
>;
export type SiteClosureRow = Required<
  Omit<typeof siteClosures.$inferInsert, 'id' | 'createdByUserId' | 'createdAt'>
>;
export type OccurrenceRecordRow = Required<
  Omit<typeof serviceOccurrenceRecords.$inferInsert, 'recordedByUserId' | 'recordedAt'>
>;

type SiteRow = DemoData['sites'][number];
type Schedule = Pick<ServiceScheduleRow, 'serviceType' | 'rule' | 'onClosedDay' | 'coverage'>;

/** The site's working days as a weekly rule: the daily services follow the site's week. */
const workingWeekRule: Record<number, string> = {
  5: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  6: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA',
  7: 'FREQ=DAILY',
};

const weekdays = ['MO', 'TU', 'WE', 'TH', 'FR'] as const;

/**
 * A schedule for a demo service, from its name and frequency: daily work on the site's working days
 * (not moved when the site is closed), weekly sanitising on one or two days, monthly glass on the first
 * working day or a given Tuesday, floors on the last Friday, quarterly pest control, yearly deep
 * cleaning in August. Work on request has no schedule.
 */
function scheduleFor(service: SiteServiceRow, site: SiteRow, random: Random): Schedule | null {
  const name = service.serviceName.toLowerCase();
  const type: ServiceType = name.includes('vetri')
    ? 'glass'
    : name.includes('pavimenti')
      ? 'floors'
      : name.includes('sanificazione') || name.includes('disinfestazione')
        ? 'disinfection'
        : name.includes('a fondo') || name.includes('tende')
          ? 'deepCleaning'
          : name.includes('graffiti')
            ? 'maintenance'
            : 'cleaning';
  const schedule = (rule: string, onClosedDay: 'move' | 'skip' = 'move', coverage: string | null = null) => ({
    serviceType: type,
    rule,
    onClosedDay,
    coverage,
  });
  switch (service.frequency) {
    case 'daily':
      return schedule(workingWeekRule[site.weekLength] ?? workingWeekRule[5]!, 'skip');
    case 'ordinary':
      return name.includes('cestini')
        ? schedule('FREQ=WEEKLY;BYDAY=MO,WE,FR', 'skip')
        : schedule(workingWeekRule[site.weekLength] ?? workingWeekRule[5]!, 'skip');
    case 'weekly': {
      const [first, second] = random.shuffle(weekdays);
      const days = random.chance(0.5) ? [first!] : [first!, second!];
      const ordered = weekdays.filter((day) => days.includes(day));
      return schedule(
        `FREQ=WEEKLY;BYDAY=${ordered.join(',')}`,
        'move',
        name.includes('igienici') ? 'Tutti i servizi igienici' : null,
      );
    }
    case 'monthly':
      return type === 'glass'
        ? schedule(
            random.chance(0.5) ? 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1' : 'FREQ=MONTHLY;BYDAY=2TU',
            'move',
            'Vetrate, finestre e porte a vetri',
          )
        : schedule(`FREQ=MONTHLY;BYMONTHDAY=${random.int(5, 25)}`, 'move', 'Cortili, rampe e marciapiedi');
    case 'periodic':
      return schedule('FREQ=MONTHLY;BYDAY=-1FR', 'move', 'Corridoi, atri e sale d’attesa');
    case 'scheduled':
      return type === 'maintenance'
        ? schedule(`FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=${random.int(5, 20)}`)
        : schedule('FREQ=MONTHLY;INTERVAL=3;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1');
    case 'yearly':
      return type === 'deepCleaning' && name.includes('tende')
        ? schedule('FREQ=YEARLY;BYMONTH=7;BYDAY=-1MO')
        : schedule(`FREQ=YEARLY;BYMONTH=8;BYMONTHDAY=${random.int(18, 28)}`);
    default:
      return null;
  }
}

/** The schools' Christmas closure (the one of this school year), which the personnel's days follow too. */
export function planSchoolClosures(
  data: Pick<DemoData, 'sites' | 'jobOrders'>,
  today: IsoDate,
): SiteClosureRow[] {
  const jobOrderById = new Map(data.jobOrders.map((jobOrder) => [jobOrder.id, jobOrder]));
  const winter = today.slice(5) >= '07-01' ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
  return data.sites
    .filter((site) => jobOrderById.get(site.jobOrderId)?.operatingSegment === 'Scuole')
    .map((site) => ({
      siteCode: site.code,
      startsOn: `${winter}-12-23`,
      endsOn: `${winter + 1}-01-06`,
      reason: 'Vacanze di Natale',
    }));
}

/** Days of the past the demo records done or missed: a month, up to yesterday. */
const recordedDays = 30;

/**
 * The demo plan of action: a schedule for every scheduled service, the schools' Christmas closure, and
 * a month of records, nearly all done; about one in forty missed, and for the first customer's sites two
 * missed days in the last week, so that the plan and the dashboard have something to show.
 */
export function planDemoPlanning(
  data: Pick<DemoData, 'sites' | 'siteServices' | 'jobOrders'>,
  today: IsoDate,
) {
  const siteByCode = new Map(data.sites.map((site) => [site.code, site]));
  const jobOrderById = new Map(data.jobOrders.map((jobOrder) => [jobOrder.id, jobOrder]));
  const schedules: ServiceScheduleRow[] = [];
  const records: OccurrenceRecordRow[] = [];

  const closures = planSchoolClosures(data, today);
  const closuresOf = new Map<string, SiteCalendar['closures']>();
  for (const closure of closures) {
    closuresOf.set(closure.siteCode, [{ from: closure.startsOn, to: closure.endsOn }]);
  }

  const firstRecorded = addDays(today, -recordedDays);
  const yesterday = addDays(today, -1);
  const missedForFirstCustomer = new Set<string>();
  for (const service of data.siteServices) {
    const site = siteByCode.get(service.siteCode);
    if (!site) continue;
    const random = randomFor('planning', String(service.id));
    const schedule = scheduleFor(service, site, random);
    if (!schedule) continue;
    schedules.push({ siteServiceId: service.id, ...schedule });
    const calendar: SiteCalendar = {
      weekLength: site.weekLength as SiteCalendar['weekLength'],
      holidaysAreWorkingDays: site.holidaysAreWorkingDays,
      patronSaintDay: site.patronSaintDay,
      closures: closuresOf.get(site.code) ?? [],
    };
    const expansion = {
      ...schedule,
      startsOn: service.dateFrom,
      endsOn: service.dateTo,
      cancelled: [],
      moved: [],
    };
    const firstCustomer = jobOrderById.get(site.jobOrderId)?.customerCode === 'CL0001';
    for (const occurrence of occurrencesBetween(expansion, calendar, firstRecorded, yesterday)) {
      const lastWeek = occurrence.date >= addDays(today, -7);
      const missed =
        (firstCustomer &&
          lastWeek &&
          missedForFirstCustomer.size < 2 &&
          !missedForFirstCustomer.has(site.code)) ||
        random.chance(0.025);
      if (missed && firstCustomer && lastWeek) missedForFirstCustomer.add(site.code);
      records.push({
        siteServiceId: service.id,
        ruleDate: occurrence.ruleDate,
        outcome: missed ? 'missed' : 'done',
        note: missed ? 'Personale assente, recupero da concordare' : null,
      });
    }
  }
  return { schedules, closures, records };
}
