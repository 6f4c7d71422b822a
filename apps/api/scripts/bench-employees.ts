/**
 * `npm run bench:employees`: personnel and stampings (issue 28) at scale, on PostgreSQL with the demo
 * data at scale 500 (BENCH_SCALE), against the real server in a child process (caches on, as deployed).
 *
 * Seeds a database as `npm run bench` does (or uses BENCH_DATABASE_URL, see bench-database.ts: kept, and
 * what this bench added removed at the end and at the start), finds the customer with the most published
 * sites and its first user with sub-role employee (3), and, signed in as staff, makes a sync source:
 *
 * 1. People: those the demo assigned to the customer's published sites, or, when it has none, 2 to 4 per
 *    site sent through POST /api/sync/employees (codes BENCH00001…, Monday to Friday shifts of three hours).
 * 2. Import: BENCH_STAMPINGS (100,000) stampings of those people through POST /api/sync/stampings, in
 *    batches of BENCH_BATCH (10,000, the most a batch may carry; a thousand fewer at a time while the
 *    API refuses the body as too large, 413) sent one after the other: on the consecutive days of their
 *    shifts up to yesterday (or up to the day before the first stamping already stored on those sites, so
 *    that no day is stamped twice), a clock-in near the shift's start and a clock-out near its end, local
 *    time with its offset; now and then a day missed, a late arrival or a forgotten clock-out. Prints the
 *    total time, stampings per second, p50 and p95 per batch, the API server's RSS before, after and at
 *    its peak (/proc's VmRSS and VmHWM of the child), the CPU time of the API and of PostgreSQL, and the
 *    stampings table's size; then sends one batch again, which must change nothing (created 0, unchanged
 *    all), and prints its time.
 * 3. Coverage: GET /api/employees/coverage of the customer's month, the one before this (from its first
 *    day, weeks=5), pages of 20 and of 100 sites, alone (the first call, then five more); then under load:
 *    autocannon's BENCH_CONNECTIONS (50) connections for BENCH_SECONDS (60), each request drawn anew, by
 *    BENCH_USERS (100) customer users with sub-role employee and as many with sub-role employee stampings,
 *    of customers of every size (two per customer at most), and the largest customer's; of every 1,000:
 *    - 150 the largest customer's month coverage (weeks 4 or 5, any page of 20 or 100, one site in five);
 *    - 200 other customers' coverage (1 to 6 weeks), 100 coverage summaries (the dashboard's);
 *    - 350 pages of attendance (100 the largest customer's): a week to a month ending in the last 40
 *      days, one site in three, one anomaly in four, various pages and sizes; 100 who is on site now;
 *    - 100 writes: a batch of 1 to 50 new stampings of today, on one of BENCH_WRITE_KEYS (12) sources
 *      in turn (each source may send 120 batches a minute).
 *
 * Prints p50, p95, p99 and answers per second of each kind and of the mix, the CPU time per request of
 * the API and of PostgreSQL, and the machine's load average before and after. Not part of npm test.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import {
  addDays,
  attendanceAnomalies,
  CustomerSubRole,
  romeCalendarDay,
  romeClockTime,
  romeInstant,
  syncKeyHeader,
  type AttendanceList,
  type Coverage,
  type EmployeeFilters,
  type EmployeeImportRow,
  type IsoDate,
  type StampingImportRow,
  type SyncReceipt,
  type SyncSourceWithKey,
} from '@portale/shared';
import { findCustomerUsers, findLargestCustomerUser, prepareDatabase, withClient } from './bench-database.ts';
import {
  demoPassword,
  percentile,
  postgresCpuMs,
  printTable,
  runScenario,
  signIn,
  type DrawnRequest,
  type Result,
} from './bench-load.ts';
import { forkBenchServer } from './bench-server.ts';
import { countBy, inParallel, measuredScenario, printKinds, seededRandom } from './bench-working-day.ts';

const scale = Number(process.env.BENCH_SCALE ?? 500);
const stampingCount = Number(process.env.BENCH_STAMPINGS ?? 100_000);
const batchSize = Number(process.env.BENCH_BATCH ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const readUsers = Number(process.env.BENCH_USERS ?? 100);
const writeKeys = Number(process.env.BENCH_WRITE_KEYS ?? 12);

/** Of every 1,000 requests under load. */
const mix = {
  largestCoverage: 150,
  coverage: 200,
  summary: 100,
  largestAttendance: 100,
  attendance: 250,
  onSite: 100,
  write: 100,
};
const monthKind = 'coverage, largest customer, month';

/** What this bench adds to the database, by name or code, removed before and after. */
const benchSourceName = 'Bench';
const benchCodePrefix = 'BENCH';

type Random = ReturnType<typeof seededRandom>;
/** A person's assignment to a site, with the shifts (minutes of the day, Italy's clock) of each weekday. */
type Assignment = {
  employeeCode: string;
  siteCode: string;
  dateFrom: IsoDate;
  dateTo: IsoDate | null;
  shifts: Map<number, { start: number; end: number }[]>;
};
type Reader = { username: string; token: string; siteCodes: string[] };

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
/** The weekday of a day, 1 Monday … 7 Sunday. */
const weekdayOf = (day: IsoDate) => ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** A moment as the time-keeping system writes it: Italy's local time with its offset (+01:00, +02:00). */
function romeStamp(day: IsoDate, minute: number, second: number): string {
  const clock = clockOf(Math.min(Math.max(minute, 0), 24 * 60 - 1));
  const offset = Math.round(
    (Date.parse(`${day}T${clock}:00Z`) - romeInstant(day, clock).getTime()) / 3_600_000,
  );
  return `${day}T${clock}:${pad(second)}+${pad(offset)}:00`;
}

/** The first day of the month `months` from the month of `day`. */
function monthStart(day: IsoDate, months: number): IsoDate {
  const [year = 0, month = 0] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

/** The API server's process: the child of this one that forkBenchServer started with --serve. */
function serverPid(): number {
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('--serve'))
        return Number(entry);
    } catch {
      // The process ended meanwhile.
    }
  }
  throw new Error('the API server process was not found in /proc');
}

/** A process's resident memory now and at its peak (VmRSS, VmHWM), in bytes. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') * 1024, peak: kib('VmHWM') * 1024 };
}

/** Resets a process's peak (VmHWM) to its RSS now; false when the kernel does not allow it. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function callJson<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: string,
) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body !== undefined && { body }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return { ms, bytes: text.length, body: JSON.parse(text) as T };
}

const sendBatch = (baseUrl: string, key: string, kind: 'employees' | 'stampings', body: string) =>
  callJson<SyncReceipt>(baseUrl, 'POST', `/api/sync/${kind}`, { [syncKeyHeader]: key }, body);

/**
 * The rows in batches of `max` (JSON bodies), or of fewer when the API refuses a body that large (413,
 * over its body limit), with the sizes refused: each size is tried first without a key, which the API
 * answers 401 once it has read the body, storing nothing.
 */
async function fittingBatches<T>(baseUrl: string, kind: 'employees' | 'stampings', rows: T[], max: number) {
  const refused: { size: number; bytes: number }[] = [];
  for (
    let size = Math.min(max, rows.length);
    size >= 1;
    size = size > 1000 ? size - 1000 : Math.floor(size / 2)
  ) {
    const bodies: string[] = [];
    for (let start = 0; start < rows.length; start += size)
      bodies.push(JSON.stringify({ [kind]: rows.slice(start, start + size) }));
    const probe = await fetch(`${baseUrl}/api/sync/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bodies[0],
    });
    await probe.arrayBuffer();
    if (probe.status === 401) return { size, bodies, refused };
    if (probe.status !== 413) throw new Error(`${kind}: a batch without a key answered ${probe.status}`);
    refused.push({ size, bytes: Buffer.byteLength(bodies[0] ?? '') });
  }
  throw new Error(`${kind}: the API refuses even one row`);
}

const refusedNote = (refused: readonly { size: number; bytes: number }[]) =>
  refused.length === 0
    ? ''
    : ` (refused by the API as too large, 413: ${refused.map(({ size, bytes }) => `${size} rows, ${mib(bytes)}`).join('; ')})`;

/**
 * Removes what a previous run of this bench left: its sources' stampings and runs, its people; and the
 * room their stampings took, so that the table's size is measured again from the seed's.
 */
async function removeBenchRows(url: string) {
  await withClient(url, async (client) => {
    const sources = `select id from sync_sources where name like '${benchSourceName} %'`;
    const removed = await client.query(`delete from stampings where source_id in (${sources})`);
    await client.query(`delete from sync_sources where id in (${sources})`);
    await client.query(`delete from employees where code like '${benchCodePrefix}%'`);
    if ((removed.rowCount ?? 0) > 0) await client.query('vacuum (full, analyze) stampings');
  });
}

/** The customer's published sites, and the people the demo (not this bench) assigned to them. */
async function findPeople(url: string, customerCode: string) {
  return withClient(url, async (client) => {
    const { rows: sites } = await client.query<{ code: string }>(
      `select s.code from sites s join job_orders j on j.id = s.job_order_id
       where j.customer_code = $1 and s.published order by s.code`,
      [customerCode],
    );
    const { rows } = await client.query<{
      code: string;
      id: number;
      site_code: string;
      date_from: string;
      date_to: string | null;
      weekday: number;
      starts_at: string;
      ends_at: string;
    }>(
      `select e.code, a.id, a.site_code, a.date_from::text, a.date_to::text, sh.weekday, sh.starts_at, sh.ends_at
       from employees e join employee_assignments a on a.employee_id = e.id
       join employee_shifts sh on sh.assignment_id = a.id
       where a.site_code = any($1::text[]) and e.code not like '${benchCodePrefix}%'
       order by a.id, sh.weekday, sh.starts_at`,
      [sites.map((site) => site.code)],
    );
    const byId = new Map<number, Assignment>();
    for (const row of rows) {
      const assignment = byId.get(row.id) ?? {
        employeeCode: row.code,
        siteCode: row.site_code,
        dateFrom: row.date_from,
        dateTo: row.date_to,
        shifts: new Map(),
      };
      const day = assignment.shifts.get(row.weekday) ?? [];
      day.push({ start: minutesOf(row.starts_at), end: minutesOf(row.ends_at) });
      assignment.shifts.set(row.weekday, day);
      byId.set(row.id, assignment);
    }
    return { siteCodes: sites.map((site) => site.code), assignments: [...byId.values()] };
  });
}

/** 2 to 4 people per site, Monday to Friday for three hours at a slot of the day, from a year ago. */
function benchPeople(random: Random, siteCodes: readonly string[], today: IsoDate): EmployeeImportRow[] {
  const slots = [
    ['06:00', '09:00'],
    ['18:00', '21:00'],
    ['13:00', '16:00'],
    ['09:00', '12:00'],
  ] as const;
  const people: EmployeeImportRow[] = [];
  for (const siteCode of siteCodes) {
    const count = 2 + Math.floor(random.next() * 3);
    for (let slot = 0; slot < count; slot += 1) {
      const number = people.length + 1;
      const [startsAt, endsAt] = slots[slot] ?? slots[0];
      people.push({
        code: `${benchCodePrefix}${pad(number, 5)}`,
        firstName: 'Persona',
        lastName: `Bench ${number}`,
        qualification: 'Operatore di pulizia',
        employer: 'Servizi Integrati S.p.A.',
        badgeNumber: `BB${pad(number, 5)}`,
        weeklyHours: 15,
        taxCode: null,
        phone: null,
        address: null,
        assignments: [
          {
            siteCode,
            dateFrom: addDays(today, -365),
            dateTo: null,
            shifts: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startsAt, endsAt })),
          },
        ],
      });
    }
  }
  return people;
}

const asAssignments = (people: readonly EmployeeImportRow[]): Assignment[] =>
  people.flatMap((person) =>
    person.assignments.map((assignment) => {
      const shifts = new Map<number, { start: number; end: number }[]>();
      for (const shift of assignment.shifts) {
        shifts.set(shift.weekday, [
          ...(shifts.get(shift.weekday) ?? []),
          { start: minutesOf(shift.startsAt), end: minutesOf(shift.endsAt) },
        ]);
      }
      return {
        employeeCode: person.code,
        siteCode: assignment.siteCode,
        dateFrom: assignment.dateFrom,
        dateTo: assignment.dateTo,
        shifts,
      };
    }),
  );

/**
 * `count` stampings of the people's shifts on the consecutive days up to `lastDay`, oldest first (as the
 * time-keeping system sends them): most days a clock-in up to ten minutes early and a clock-out up to ten
 * minutes late; 2% of the days missed, 5% a late arrival (15 to 60 minutes), 3% a forgotten clock-out.
 */
function planStampings(random: Random, assignments: readonly Assignment[], lastDay: IsoDate, count: number) {
  const days: StampingImportRow[][] = [];
  let total = 0;
  let firstDay = lastDay;
  const anomalies = { missed: 0, late: 0, missingOut: 0 };
  for (let day = lastDay; total < count; day = addDays(day, -1)) {
    if (day < addDays(lastDay, -3 * 365)) throw new Error('too few shifts for the stampings asked');
    const weekday = weekdayOf(day);
    const rows: StampingImportRow[] = [];
    for (const assignment of assignments) {
      if (day < assignment.dateFrom || (assignment.dateTo !== null && day > assignment.dateTo)) continue;
      for (const shift of assignment.shifts.get(weekday) ?? []) {
        const roll = random.next();
        if (roll < 0.02) {
          anomalies.missed += 1;
          continue;
        }
        const late = roll < 0.07;
        const start = late
          ? shift.start + 15 + Math.floor(random.next() * 46)
          : shift.start - Math.floor(random.next() * 11);
        const stamp = (kind: 'in' | 'out', minute: number) =>
          rows.push({
            id: '',
            employeeCode: assignment.employeeCode,
            siteCode: assignment.siteCode,
            kind,
            at: romeStamp(day, minute, Math.floor(random.next() * 60)),
          });
        stamp('in', start);
        if (late) anomalies.late += 1;
        if (roll >= 0.07 && roll < 0.1) anomalies.missingOut += 1;
        else stamp('out', shift.end + Math.floor(random.next() * 11));
      }
    }
    rows.sort((a, b) => a.at.localeCompare(b.at));
    days.push(rows);
    total += rows.length;
    firstDay = day;
  }
  const stampings = days.reverse().flat().slice(-count);
  stampings.forEach((row, index) => {
    row.id = `BT${pad(index + 1, 7)}`;
  });
  return { stampings, firstDay, anomalies };
}

/** Answers a Result for the table from timed calls (one row of printTable). */
function resultOf(
  name: string,
  times: number[],
  elapsedSeconds: number,
  cpu: { server: number; database: number },
) {
  const sorted = [...times].sort((a, b) => a - b);
  const calls = Math.max(sorted.length, 1);
  return {
    name,
    requests: sorted.length,
    rps: sorted.length / elapsedSeconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: 0,
    reference: undefined,
    serverCpu: cpu.server / calls,
    databaseCpu: cpu.database / calls,
  } satisfies Result;
}

/** The API's and PostgreSQL's CPU milliseconds spent while `action` runs. */
async function measuringCpu<T>(target: { cpuMs: () => Promise<number> }, action: () => Promise<T>) {
  const [server, database] = [await target.cpuMs(), postgresCpuMs()];
  const value = await action();
  return {
    value,
    cpu: { server: (await target.cpuMs()) - server, database: Math.max(0, postgresCpuMs() - database) },
  };
}

/**
 * Signs the candidates in; each keeps the sites of theirs with people (from the list's filters with
 * sub-role employee, else from a week of attendance), those without any left out.
 */
async function prepareReaders(
  baseUrl: string,
  candidates: readonly { username: string }[],
  today: IsoDate,
): Promise<Reader[]> {
  const readers = await inParallel(candidates, 4, async ({ username }): Promise<Reader | null> => {
    const token = await signIn(baseUrl, username);
    const headers = { authorization: `Bearer ${token}` };
    const filters = await fetch(`${baseUrl}/api/employees/filters`, { headers });
    let siteCodes: string[] = [];
    if (filters.ok) {
      siteCodes = ((await filters.json()) as EmployeeFilters).sites.map((site) => site.siteCode);
    } else {
      const week = await fetch(
        `${baseUrl}/api/employees/attendance?from=${addDays(today, -7)}&to=${addDays(today, -1)}&pageSize=100`,
        { headers },
      );
      if (week.ok)
        siteCodes = [...new Set(((await week.json()) as AttendanceList).data.map((day) => day.siteCode))];
    }
    return siteCodes.length > 0 ? { username, token, siteCodes } : null;
  });
  return readers.filter((reader): reader is Reader => reader !== null);
}

function createEmployeesDraw(
  random: Random,
  today: IsoDate,
  largest: { coverage: Reader; stampings: Reader; monthSites: number },
  coverageReaders: readonly Reader[],
  stampingReaders: readonly Reader[],
  writes: { keys: readonly string[]; assignments: readonly Assignment[] },
) {
  const kinds = new WeakMap<DrawnRequest, string>();
  const int = (min: number, max: number) => min + Math.floor(random.next() * (max - min + 1));
  const get = (reader: Reader, path: string, kind: string): DrawnRequest => {
    const request: DrawnRequest = {
      method: 'GET',
      path,
      headers: { authorization: `Bearer ${reader.token}` },
    };
    kinds.set(request, kind);
    return request;
  };
  const withSite = (query: URLSearchParams, reader: Reader, perThousand: number) => {
    if (random.chance(perThousand)) query.set('siteCode', random.pick(reader.siteCodes));
    return query.has('siteCode');
  };
  const attendance = (reader: Reader, kind: string) => {
    const days = random.pick([7, 7, 14, 31]);
    const to = addDays(today, -int(0, 40));
    const query = new URLSearchParams({ from: addDays(to, -(days - 1)), to });
    const oneSite = withSite(query, reader, 333);
    if (random.chance(250)) query.set('anomaly', random.pick(attendanceAnomalies));
    query.set('page', String(random.pick([1, 1, 1, 2, 3])));
    query.set('pageSize', String(random.pick([25, 25, 50, 100])));
    return get(reader, `/api/employees/attendance?${query}`, `${kind}${oneSite ? ', one site' : ''}`);
  };
  let written = 0;
  const write = (): DrawnRequest => {
    const rows = 1 + Math.floor(random.next() ** 2 * 50);
    const now = Date.now();
    const stampings: StampingImportRow[] = Array.from({ length: rows }, () => {
      written += 1;
      const assignment = random.pick(writes.assignments);
      const moment = new Date(now - int(0, 3600) * 1000);
      const day = romeCalendarDay(moment);
      return {
        id: `BW${pad(written, 7)}`,
        employeeCode: assignment.employeeCode,
        siteCode: assignment.siteCode,
        kind: random.chance(500) ? 'in' : 'out',
        at: romeStamp(day, minutesOf(romeClockTime(moment)), moment.getUTCSeconds()),
      };
    });
    const request: DrawnRequest = {
      method: 'POST',
      path: '/api/sync/stampings',
      headers: {
        'content-type': 'application/json',
        [syncKeyHeader]: writes.keys[written % writes.keys.length]!,
      },
      body: JSON.stringify({ stampings }),
    };
    kinds.set(request, 'POST sync/stampings, 1 to 50 rows');
    return request;
  };
  const draw = (): DrawnRequest => {
    let roll = random.next() * 1000;
    if (roll < mix.largestCoverage) {
      const pageSize = random.pick([20, 20, 100]);
      const query = new URLSearchParams({
        from: monthStart(today, random.pick([-2, -1, -1, -1, 0])),
        weeks: String(random.pick([4, 5, 5])),
      });
      if (withSite(query, largest.coverage, 200))
        return get(largest.coverage, `/api/employees/coverage?${query}`, `${monthKind}, one site`);
      query.set('page', String(int(1, Math.max(1, Math.ceil(largest.monthSites / pageSize)))));
      query.set('pageSize', String(pageSize));
      return get(largest.coverage, `/api/employees/coverage?${query}`, `${monthKind}, ${pageSize} a page`);
    }
    roll -= mix.largestCoverage;
    if (roll < mix.coverage) {
      const reader = random.pick(coverageReaders);
      const query = new URLSearchParams({
        from: addDays(today, -7 * int(0, 8)),
        weeks: String(random.pick([1, 4, 4, 5, 6])),
      });
      withSite(query, reader, 250);
      query.set('page', String(random.pick([1, 1, 1, 2])));
      return get(reader, `/api/employees/coverage?${query}`, 'coverage, other customers');
    }
    roll -= mix.coverage;
    if (roll < mix.summary) {
      const reader = random.chance(100) ? largest.coverage : random.pick(coverageReaders);
      const query = new URLSearchParams({
        from: addDays(today, -7 * int(0, 4)),
        weeks: String(random.pick([1, 2, 2, 4])),
      });
      return get(reader, `/api/employees/coverage-summary?${query}`, 'coverage summary');
    }
    roll -= mix.summary;
    if (roll < mix.largestAttendance) return attendance(largest.stampings, 'attendance, largest customer');
    roll -= mix.largestAttendance;
    if (roll < mix.attendance) return attendance(random.pick(stampingReaders), 'attendance, other customers');
    roll -= mix.attendance;
    if (roll < mix.onSite) {
      const reader = random.chance(100) ? largest.stampings : random.pick(stampingReaders);
      const query = new URLSearchParams();
      const oneSite = withSite(query, reader, 250);
      return get(reader, `/api/employees/on-site${oneSite ? `?${query}` : ''}`, 'on site now');
    }
    return write();
  };
  return { draw, kindOf: (request: DrawnRequest) => kinds.get(request) ?? 'other' };
}

const database = await prepareDatabase(scale);
try {
  await removeBenchRows(database.url);
  const largest = await findLargestCustomerUser(database.url, CustomerSubRole.employee);
  const largestStampings = await findLargestCustomerUser(database.url, CustomerSubRole.employeeStampings);
  const coverageCandidates = await findCustomerUsers(database.url, readUsers, CustomerSubRole.employee);
  const stampingCandidates = await findCustomerUsers(
    database.url,
    readUsers,
    CustomerSubRole.employeeStampings,
  );
  const demo = await findPeople(database.url, largest.customer_code);
  const server = await forkBenchServer(
    database.url,
    { username: largest.username, password: demoPassword },
    'on',
  );
  try {
    const pid = serverPid();
    const today = romeCalendarDay();
    const random = seededRandom(28);
    const staff = { authorization: `Bearer ${await signIn(server.url, 'staff.demo')}` };
    const newSource = async (name: string) =>
      (
        await callJson<SyncSourceWithKey>(
          server.url,
          'POST',
          '/api/sync/sources',
          staff,
          JSON.stringify({ name }),
        )
      ).body.key;
    const key = await newSource(`${benchSourceName} rilevazione presenze`);

    // 1. The people: the demo's, else the bench's through the HR import.
    let assignments = demo.assignments;
    let peopleNote = `the demo's ${new Set(assignments.map((a) => a.employeeCode)).size} people`;
    if (assignments.length === 0) {
      const people = benchPeople(random, demo.siteCodes, today);
      const batches = await fittingBatches(server.url, 'employees', people, 2_000);
      const started = performance.now();
      for (const body of batches.bodies) {
        const { body: receipt } = await sendBatch(server.url, key, 'employees', body);
        if (receipt.created === 0 && receipt.unchanged === 0)
          throw new Error(`people import: ${JSON.stringify(receipt)}`);
      }
      assignments = asAssignments(people);
      peopleNote =
        `${people.length} people imported by the bench (the demo has none there) in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s, ${batches.bodies.length} batches of up to ` +
        `${batches.size}${refusedNote(batches.refused)}`;
    }
    const sitesWithPeople = new Set(assignments.map((a) => a.siteCode)).size;
    console.log(
      `largest customer ${largest.customer_code}: ${demo.siteCodes.length} published sites, ${sitesWithPeople} ` +
        `with people, ${assignments.length} assignments; ${peopleNote}`,
    );

    // 2. The import of the stampings, batch after batch.
    const stored = await withClient(database.url, async (client) => {
      const { rows } = await client.query<{ first: string | null; count: string; bytes: string }>(
        `select (select (min(stamped_at) at time zone 'Europe/Rome')::date::text from stampings
           where site_code = any($1::text[])) as first,
         (select count(*) from stampings) as count, pg_total_relation_size('stampings') as bytes`,
        [demo.siteCodes],
      );
      return rows[0]!;
    });
    const yesterday = addDays(today, -1);
    const lastDay = stored.first && stored.first <= yesterday ? addDays(stored.first, -1) : yesterday;
    const plan = planStampings(random, assignments, lastDay, stampingCount);
    const batches = await fittingBatches(server.url, 'stampings', plan.stampings, batchSize);
    const { bodies } = batches;
    const largestBody = Math.max(...bodies.map((body) => Buffer.byteLength(body)));
    console.log(
      `stampings: ${plan.stampings.length} from ${plan.firstDay} to ${lastDay}` +
        `${lastDay === yesterday ? '' : ' (the day before the first stamping already stored on those sites)'}; ` +
        `anomalous days: ${plan.anomalies.missed} missed, ${plan.anomalies.late} late, ` +
        `${plan.anomalies.missingOut} without clock-out; ${bodies.length} batches of up to ${batches.size}` +
        `${refusedNote(batches.refused)}, the largest ${mib(largestBody)} of JSON; ${Number(stored.count)} ` +
        `stampings stored before`,
    );

    const peakReset = resetPeak(pid);
    const before = memoryOf(pid);
    let sampledPeak = before.rss;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, memoryOf(pid).rss);
    }, 50);
    const batchTimes: number[] = [];
    const importStarted = performance.now();
    const imported = await measuringCpu(server, async () => {
      let created = 0;
      for (const body of bodies) {
        const { ms, body: receipt } = await sendBatch(server.url, key, 'stampings', body);
        batchTimes.push(ms);
        created += receipt.created;
      }
      return created;
    });
    const importSeconds = (performance.now() - importStarted) / 1000;
    clearInterval(sampler);
    const after = memoryOf(pid);
    const peak = Math.max(sampledPeak, after.rss, peakReset ? after.peak : 0);
    if (imported.value !== plan.stampings.length)
      throw new Error(`${imported.value} stampings created of ${plan.stampings.length}`);
    const table = await withClient(database.url, async (client) => {
      const { rows } = await client.query<{ count: string; bytes: string }>(
        `select count(*) as count, pg_total_relation_size('stampings') as bytes from stampings`,
      );
      return { count: Number(rows[0]?.count ?? 0), bytes: Number(rows[0]?.bytes ?? 0) };
    });

    // The same batch again: nothing changes.
    const resent = await sendBatch(server.url, key, 'stampings', bodies[0]!);
    const resentRows = plan.stampings.slice(0, batches.size).length;
    if (resent.body.created !== 0 || resent.body.updated !== 0 || resent.body.unchanged !== resentRows)
      throw new Error(`the batch sent again changed something: ${JSON.stringify(resent.body)}`);

    const sortedBatches = [...batchTimes].sort((a, b) => a - b);
    console.log(
      `\nimport: ${plan.stampings.length} stampings in ${importSeconds.toFixed(1)} s, ` +
        `${Math.round(plan.stampings.length / importSeconds)} stampings/s; per batch of ${batches.size}: p50 ` +
        `${percentile(sortedBatches, 50).toFixed(0)} ms, p95 ${percentile(sortedBatches, 95).toFixed(0)} ms ` +
        `(${batchTimes.map((ms) => ms.toFixed(0)).join(', ')} ms); CPU per 1,000 stampings: API ` +
        `${((1000 * imported.cpu.server) / plan.stampings.length).toFixed(0)} ms, PostgreSQL ` +
        `${((1000 * imported.cpu.database) / plan.stampings.length).toFixed(0)} ms`,
    );
    console.log(
      `API server RSS (pid ${pid}): ${mib(before.rss)} before, ${mib(after.rss)} after, peak ${mib(peak)} ` +
        `(${peakReset ? 'VmHWM reset before the import' : 'sampled every 50 ms'})`,
    );
    console.log(
      `stampings table: ${table.count} rows, ${mib(Number(stored.bytes))} before, ${mib(table.bytes)} after ` +
        `(pg_total_relation_size: ${Math.round((table.bytes - Number(stored.bytes)) / plan.stampings.length)} ` +
        `bytes a stamping added, indexes included)`,
    );
    console.log(
      `the first batch sent again: ${resent.ms.toFixed(0)} ms, created ${resent.body.created}, updated ` +
        `${resent.body.updated}, unchanged ${resent.body.unchanged}`,
    );

    // 3. The month's coverage, alone.
    const month = monthStart(today, -1);
    const coverageToken = { authorization: `Bearer ${await signIn(server.url, largest.username)}` };
    const alone: string[] = [];
    // The sites with people in the month's weeks, which the month's pages cover.
    let monthSites = sitesWithPeople;
    for (const pageSize of [20, 100]) {
      const path = `/api/employees/coverage?from=${month}&weeks=5&pageSize=${pageSize}`;
      const first = await callJson<Coverage>(server.url, 'GET', path, coverageToken);
      const then: number[] = [];
      for (let round = 0; round < 5; round += 1)
        then.push((await callJson<Coverage>(server.url, 'GET', path, coverageToken)).ms);
      monthSites = first.body.total;
      const weeks = first.body.data.flatMap((site) => site.weeks);
      const planned = weeks.reduce((sum, week) => sum + week.plannedMinutes, 0);
      const covered = weeks.reduce((sum, week) => sum + week.coveredMinutes, 0);
      alone.push(
        `  ${pageSize} a page: ${first.body.data.length} of ${first.body.total} sites, ` +
          `${(first.bytes / 1024).toFixed(0)} KiB, ${Math.round(planned / 60)} h planned, ` +
          `${Math.round(covered / 60)} h covered; first call ${first.ms.toFixed(0)} ms, then ` +
          `${then.map((ms) => ms.toFixed(0)).join(', ')} ms (median ${percentile(
            [...then].sort((a, b) => a - b),
            50,
          ).toFixed(0)} ms)`,
      );
    }
    console.log(
      `\ncoverage of ${largest.customer_code}, ${month} for 5 weeks, alone, as ${largest.username}:`,
    );
    for (const line of alone) console.log(line);

    // Under load.
    const keys = [key];
    for (let index = 2; index <= writeKeys; index += 1)
      keys.push(await newSource(`${benchSourceName} rilevazione presenze ${index}`));
    const largestCoverage = {
      username: largest.username,
      token: coverageToken.authorization.slice('Bearer '.length),
      siteCodes: [...new Set(assignments.map((a) => a.siteCode))],
    };
    const largestStamping =
      (await prepareReaders(server.url, [largestStampings], today))[0] ?? largestCoverage;
    const coverageReaders = await prepareReaders(server.url, coverageCandidates, today);
    const stampingReaders = await prepareReaders(server.url, stampingCandidates, today);
    const customersOf = (
      readers: readonly Reader[],
      candidates: readonly { username: string; customerCode: string }[],
    ) =>
      new Set(readers.map((reader) => candidates.find((c) => c.username === reader.username)?.customerCode))
        .size;
    const siteCounts = coverageReaders.map((reader) => reader.siteCodes.length).sort((a, b) => a - b);
    console.log(
      `\nunder load: ${coverageReaders.length} users with sub-role employee of ` +
        `${customersOf(coverageReaders, coverageCandidates)} customers (sites with people per user from ` +
        `${siteCounts[0] ?? 0} to ${siteCounts.at(-1) ?? 0}, median ${percentile(siteCounts, 50)}), ` +
        `${stampingReaders.length} with sub-role employee stampings of ` +
        `${customersOf(stampingReaders, stampingCandidates)} customers, and ${largest.customer_code}'s ` +
        `${largest.username}${largestStamping.username === largest.username ? '' : ` and ${largestStamping.username}`}; ` +
        `${keys.length} sync sources for the writes; ${connections} connections, ${seconds} s`,
    );
    const { draw, kindOf } = createEmployeesDraw(
      seededRandom(6),
      today,
      { coverage: largestCoverage, stampings: largestStamping, monthSites },
      coverageReaders.length > 0 ? coverageReaders : [largestCoverage],
      stampingReaders.length > 0 ? stampingReaders : [largestStamping],
      { keys, assignments },
    );
    const loadBefore = loadavg()[0] ?? 0;
    const measured = measuredScenario('personnel mix', draw, kindOf);
    const result = await runScenario(server, measured.scenario, { connections, seconds });
    const loadAfter = loadavg()[0] ?? 0;
    printTable([
      resultOf(`import, batch of ${batches.size}`, batchTimes, importSeconds, imported.cpu),
      result,
    ]);
    console.log('\nby kind:');
    printKinds(measured.drawn, measured.latencies, seconds);
    for (const [answer, count] of countBy(measured.refused, (line) => line))
      console.log(`  refused, ${answer}: ${count}`);
    const monthTimes = [...measured.latencies]
      .filter(([kind]) => kind.startsWith(monthKind) && !kind.endsWith('one site'))
      .flatMap(([, times]) => times)
      .sort((a, b) => a - b);
    console.log(
      `\nmonth coverage of ${largest.customer_code} (${monthSites} sites with people in the month) under the load: ` +
        `${monthTimes.length} calls, p50 ${percentile(monthTimes, 50).toFixed(0)} ms, p95 ` +
        `${percentile(monthTimes, 95).toFixed(0)} ms, p99 ${percentile(monthTimes, 99).toFixed(0)} ms; the mix ` +
        `${Math.round(result.rps)} req/s, p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, ` +
        `p99 ${result.p99.toFixed(0)} ms; CPU per request: API ${result.serverCpu.toFixed(2)} ms, PostgreSQL ` +
        `${result.databaseCpu.toFixed(2)} ms`,
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
  if (process.env.BENCH_DATABASE_URL) await removeBenchRows(process.env.BENCH_DATABASE_URL);
  await database.drop();
}
