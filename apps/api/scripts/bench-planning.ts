/**
 * `npm run bench:planning`: the plan of action's month view for the largest customer (issue 27), under
 * the working day's load, on PostgreSQL with the demo data at scale 500 (BENCH_SCALE).
 *
 * Seeds a database as `npm run bench` does (or uses BENCH_DATABASE_URL, see bench-database.ts), finds the
 * customer with the most published sites and its first user with sub-role calendar (2), gives its
 * schedules a year of records (BENCH_RECORDED_DAYS, 365: the demo records a month), and starts the real
 * server in a child process (caches on, as deployed). The customer's month view, GET
 * /api/planning/occurrences for the six weeks of the month's grid from the Monday on or before the 1st
 * (days=42, as the web asks), over all their sites, is asked alone first (the first call after start-up,
 * then five more), then under load: autocannon's BENCH_CONNECTIONS (50) connections for BENCH_SECONDS
 * (60), each request drawn anew. First `npm run bench`'s working day alone (bench-working-day.ts: BENCH_USERS
 * (200) users' site lists and details, documents, billing, rooms, and its writes, one in ten), then the
 * same with the plan of action, of every 1,000 requests:
 *
 * - 20 the largest customer's month view, of a month from two before to two after this one;
 * - 80 the plan of BENCH_PLAN_USERS (100) customer users with sub-role calendar of customers of every
 *   size (two per customer at most): a day, a week or a month, all their sites or one, around today;
 * - 20 staff's plan of one site (a day, a week or a month), and 10 staff recording a past day done (one
 *   in ten missed, with a note: PUT /planning/services/{id}/days/{ruleDate}/record);
 * - the rest the working day's.
 *
 * Prints p50, p95, p99 and answers per second of each kind of request and of both mixes, the CPU time
 * per request of the API and of PostgreSQL, and the machine's load average before and after. Not part
 * of npm test.
 */
import { cpus, loadavg } from 'node:os';
import {
  addDays,
  CustomerSubRole,
  romeCalendarDay,
  type IsoDate,
  type Plan,
  type SiteCalendar,
} from '@portale/shared';
import { occurrencesBetween } from '@portale/shared/schedule-expansion';
import {
  countCustomerSchedules,
  findCustomerUsers,
  findLargestCustomerUser,
  prepareDatabase,
  withClient,
} from './bench-database.ts';
import {
  demoPassword,
  percentile,
  printTable,
  runScenario,
  signIn,
  type DrawnRequest,
} from './bench-load.ts';
import { forkBenchServer } from './bench-server.ts';
import {
  countBy,
  createDayDraw,
  inParallel,
  measuredScenario,
  prepareWorkingDay,
  printKinds,
  requestKind,
  seededRandom,
} from './bench-working-day.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const scale = Number(process.env.BENCH_SCALE ?? 500);
const dayUsers = Number(process.env.BENCH_USERS ?? 200);
const planUsers = Number(process.env.BENCH_PLAN_USERS ?? 100);
const recordedDays = Number(process.env.BENCH_RECORDED_DAYS ?? 365);

/** Of every 1,000 requests; the rest are the working day's. */
const planMix = { largestMonth: 20, customerPlan: 80, staffPlan: 20, record: 10 };
const monthViewKind = 'plan, largest customer, month, all sites';

type Random = ReturnType<typeof seededRandom>;
type PlanUser = { username: string; token: string; siteCodes: string[] };
type RecordableDay = { siteServiceId: number; ruleDate: IsoDate };

/** The first day and length of a view as the web's plan asks for it (apps/web's plan-range.ts). */
function viewRange(view: 'day' | 'week' | 'month', date: IsoDate): { from: IsoDate; days: number } {
  const monday = (day: IsoDate) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  if (view === 'day') return { from: date, days: 1 };
  if (view === 'week') return { from: monday(date), days: 7 };
  // The month's grid: six weeks from the Monday on or before the first.
  return { from: monday(`${date.slice(0, 8)}01`), days: 42 };
}

/** A day some months from today's month (its 15th), for the month views. */
const monthAway = (today: IsoDate, months: number): IsoDate => {
  const [year = 0, month = 0] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + months, 15)).toISOString().slice(0, 10);
};

const planPath = (range: { from: IsoDate; days: number }, siteCode?: string) =>
  `/api/planning/occurrences?from=${range.from}&days=${range.days}${siteCode ? `&siteCode=${siteCode}` : ''}`;

async function getPlan(baseUrl: string, token: string, path: string) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
  return { ms, bytes: body.length, plan: JSON.parse(body) as Plan };
}

/**
 * A year (`recordedDays`) of records for a customer's schedules, as the provider leaves them after a year
 * of recording (the demo records a month): each day a schedule gave up to yesterday, expanded with the
 * plan's own rules on the site's calendar, done, one in forty missed; days already recorded stay as they
 * are. Answers how many were added.
 */
async function recordYear(url: string, customerCode: string, today: IsoDate): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{
      id: number;
      rule: string;
      on_closed_day: 'move' | 'skip';
      starts_on: IsoDate;
      ends_on: IsoDate | null;
      week_length: number;
      holidays_are_working_days: boolean;
      patron_saint_day: string | null;
      closures: { from: IsoDate; to: IsoDate }[];
    }>(
      `select sc.site_service_id as id, sc.rule, sc.on_closed_day, ss.date_from::text as starts_on,
         ss.date_to::text as ends_on, s.week_length, s.holidays_are_working_days, s.patron_saint_day,
         coalesce((select json_agg(json_build_object('from', c.starts_on, 'to', c.ends_on))
           from site_closures c where c.site_code = s.code), '[]') as closures
       from service_schedules sc join site_services ss on ss.id = sc.site_service_id
       join sites s on s.code = ss.site_code join job_orders j on j.id = s.job_order_id
       where j.customer_code = $1 and s.published`,
      [customerCode],
    );
    const random = seededRandom(365);
    const [ids, days, outcomes] = [[] as number[], [] as IsoDate[], [] as string[]];
    for (const row of rows) {
      const calendar = {
        weekLength: row.week_length,
        holidaysAreWorkingDays: row.holidays_are_working_days,
        patronSaintDay: row.patron_saint_day,
        closures: row.closures,
      } as SiteCalendar;
      const schedule = {
        rule: row.rule,
        startsOn: row.starts_on,
        endsOn: row.ends_on,
        onClosedDay: row.on_closed_day,
        cancelled: [],
        moved: [],
      };
      const past = occurrencesBetween(schedule, calendar, addDays(today, -recordedDays), addDays(today, -1));
      for (const { ruleDate } of past) {
        ids.push(row.id);
        days.push(ruleDate);
        outcomes.push(random.chance(25) ? 'missed' : 'done');
      }
    }
    let added = 0;
    for (let start = 0; start < ids.length; start += 20_000) {
      const end = start + 20_000;
      const result = await client.query(
        `insert into service_occurrence_records (site_service_id, rule_date, outcome)
         select * from unnest($1::int[], $2::date[], $3::occurrence_outcome[]) on conflict do nothing`,
        [ids.slice(start, end), days.slice(start, end), outcomes.slice(start, end)],
      );
      added += result.rowCount ?? 0;
    }
    return added;
  });
}

/** Signs the candidates in; each keeps the sites that have work in this week's plan, for one-site views. */
async function preparePlanUsers(
  baseUrl: string,
  candidates: readonly { username: string }[],
  today: IsoDate,
): Promise<PlanUser[]> {
  const week = planPath(viewRange('week', today));
  return inParallel(candidates, 4, async ({ username }) => {
    const token = await signIn(baseUrl, username);
    const { plan } = await getPlan(baseUrl, token, week);
    return { username, token, siteCodes: [...new Set(plan.occurrences.map((item) => item.siteCode))] };
  });
}

/** Days of the last week staff may record: planned on a day up to today, on `sites`. */
async function findRecordableDays(baseUrl: string, staffToken: string, sites: string[], today: IsoDate) {
  const days: RecordableDay[] = [];
  for (const siteCode of sites) {
    const { plan } = await getPlan(
      baseUrl,
      staffToken,
      planPath({ from: addDays(today, -6), days: 7 }, siteCode),
    );
    for (const occurrence of plan.occurrences) {
      if (occurrence.date <= today) days.push(occurrence);
    }
  }
  return days.map(({ siteServiceId, ruleDate }) => ({ siteServiceId, ruleDate }));
}

/** A view of the plan: a month, a week or a day, of a day within two months of today. */
function drawView(random: Random, today: IsoDate) {
  const roll = random.next();
  const view = roll < 0.4 ? 'month' : roll < 0.85 ? 'week' : 'day';
  const date = addDays(today, Math.round((random.next() - 0.5) * 120));
  return { view, range: viewRange(view, date) } as const;
}

function createPlanningDraw(
  random: Random,
  today: IsoDate,
  largest: { token: string },
  users: readonly PlanUser[],
  staff: { token: string; siteCodes: string[]; recordable: RecordableDay[] },
  workingDay: () => DrawnRequest,
): { draw: () => DrawnRequest; kindOf: (request: DrawnRequest) => string } {
  const kinds = new WeakMap<DrawnRequest, string>();
  const get = (token: string, path: string, kind: string): DrawnRequest => {
    const request: DrawnRequest = { method: 'GET', path, headers: { authorization: `Bearer ${token}` } };
    kinds.set(request, kind);
    return request;
  };
  const draw = (): DrawnRequest => {
    let roll = random.next() * 1000;
    if (roll < planMix.largestMonth) {
      const month = random.pick([-2, -1, -1, 0, 0, 0, 0, 1, 1, 2]);
      return get(largest.token, planPath(viewRange('month', monthAway(today, month))), monthViewKind);
    }
    roll -= planMix.largestMonth;
    if (roll < planMix.customerPlan) {
      const user = random.pick(users);
      const { view, range } = drawView(random, today);
      const site = user.siteCodes.length > 0 && random.chance(333) ? random.pick(user.siteCodes) : undefined;
      return get(
        user.token,
        planPath(range, site),
        `plan, customer, ${view}, ${site ? 'one site' : 'all sites'}`,
      );
    }
    roll -= planMix.customerPlan;
    if (roll < planMix.staffPlan) {
      const { view, range } = drawView(random, today);
      return get(
        staff.token,
        planPath(range, random.pick(staff.siteCodes)),
        `plan, staff, ${view}, one site`,
      );
    }
    roll -= planMix.staffPlan;
    if (roll < planMix.record && staff.recordable.length > 0) {
      const day = random.pick(staff.recordable);
      const missed = random.chance(100);
      const request: DrawnRequest = {
        method: 'PUT',
        path: `/api/planning/services/${day.siteServiceId}/days/${day.ruleDate}/record`,
        headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(
          missed
            ? { outcome: 'missed', note: 'Personale assente, recupero da concordare' }
            : { outcome: 'done' },
        ),
      };
      kinds.set(request, 'PUT planning record');
      return request;
    }
    return workingDay();
  };
  return { draw, kindOf: (request) => kinds.get(request) ?? requestKind(request) };
}

const database = await prepareDatabase(scale);
try {
  const largest = await findLargestCustomerUser(database.url, CustomerSubRole.calendar);
  const counts = await countCustomerSchedules(database.url, largest.customer_code);
  const recorded = await recordYear(database.url, largest.customer_code, romeCalendarDay());
  // Twice as many candidates as users: some see no published site.
  const dayCandidates = await findCustomerUsers(database.url, 2 * dayUsers);
  const planCandidates = await findCustomerUsers(database.url, planUsers, CustomerSubRole.calendar);
  const server = await forkBenchServer(
    database.url,
    { username: 'cliente.demo', password: demoPassword },
    'on',
  );
  try {
    const today = romeCalendarDay();
    const token = await signIn(server.url, largest.username);
    const thisMonth = planPath(viewRange('month', today));
    const cold = await getPlan(server.url, token, thisMonth);
    const warm: number[] = [];
    for (let round = 0; round < 5; round += 1) warm.push((await getPlan(server.url, token, thisMonth)).ms);
    console.log(
      `largest customer ${largest.customer_code}: ${counts.sites} published sites, ${counts.services} site ` +
        `services, ${counts.schedules} schedules, ${recorded} records added for ${recordedDays} days; as ` +
        `${largest.username} (sub-role calendar)`,
    );
    console.log(
      `month view alone (${thisMonth.replace('/api', '')}): ${cold.plan.occurrences.length} occurrences, ` +
        `${(cold.bytes / 1024).toFixed(0)} KiB; first call ${cold.ms.toFixed(0)} ms, then ` +
        `${warm.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );

    const day = await prepareWorkingDay(server.url, dayCandidates, dayUsers, (username) =>
      signIn(server.url, username),
    );
    const users = await preparePlanUsers(server.url, planCandidates, today);
    const random = seededRandom(27);
    const staffSites = [...new Set(users.flatMap((user) => user.siteCodes))].sort();
    const recordable = await findRecordableDays(
      server.url,
      day.staffToken,
      Array.from({ length: 20 }, () => random.pick(staffSites)),
      today,
    );
    // Recording needs the writes of the plan; without them the working day's writes stand in.
    const [probe] = recordable;
    const probeStatus = probe
      ? (
          await fetch(
            `${server.url}/api/planning/services/${probe.siteServiceId}/days/${probe.ruleDate}/record`,
            {
              method: 'PUT',
              headers: { authorization: `Bearer ${day.staffToken}`, 'content-type': 'application/json' },
              body: JSON.stringify({ outcome: 'done' }),
            },
          )
        ).status
      : 0;
    if (probeStatus !== 200) console.log(`staff's records not written (answer ${probeStatus}): left out`);
    const sizes = users.map((user) => user.siteCodes.length).sort((a, b) => a - b);
    console.log(
      `working day: ${day.users.length} users of ${new Set(day.users.map((user) => user.customerCode)).size} ` +
        `customers; plan: ${users.length} users with sub-role calendar, sites with work this week per user ` +
        `from ${sizes[0]} to ${sizes.at(-1)} (median ${percentile(sizes, 50)}); staff on ${staffSites.length} ` +
        `of their sites, ${probeStatus === 200 ? recordable.length : 0} days to record; ` +
        `${connections} connections, ${seconds} s`,
    );

    const { draw, kindOf } = createPlanningDraw(
      random,
      today,
      { token },
      users,
      { token: day.staffToken, siteCodes: staffSites, recordable: probeStatus === 200 ? recordable : [] },
      createDayDraw(day, seededRandom(1)),
    );
    const loadBefore = loadavg()[0] ?? 0;
    const alone = measuredScenario('working day alone', createDayDraw(day, seededRandom(1)), requestKind);
    const baseline = await runScenario(server, alone.scenario, { connections, seconds });
    const measured = measuredScenario('working day with the plan', draw, kindOf);
    const result = await runScenario(server, measured.scenario, { connections, seconds });
    const loadAfter = loadavg()[0] ?? 0;
    printTable([baseline, result]);
    console.log('\nby kind:');
    printKinds(measured.drawn, measured.latencies, seconds);
    for (const [answer, count] of countBy(measured.refused, (line) => line))
      console.log(`  refused, ${answer}: ${count}`);
    const month = [...(measured.latencies.get(monthViewKind) ?? [])].sort((a, b) => a - b);
    console.log(
      `\nmonth view of ${largest.customer_code} (${counts.sites} sites, ${counts.schedules} schedules) under ` +
        `the load: ${month.length} calls, p50 ${percentile(month, 50).toFixed(0)} ms, p95 ` +
        `${percentile(month, 95).toFixed(0)} ms, p99 ${percentile(month, 99).toFixed(0)} ms; the mix ` +
        `${Math.round(result.rps)} req/s, p95 ${result.p95.toFixed(0)} ms`,
    );
    console.log(
      `${cpus().length} CPUs, load average (1 min) ${loadBefore.toFixed(1)} before the load, ` +
        `${loadAfter.toFixed(1)} after`,
    );
  } finally {
    server.stop();
  }
} finally {
  await new Promise((resolve) => setTimeout(resolve, 500));
  await database.drop();
}
