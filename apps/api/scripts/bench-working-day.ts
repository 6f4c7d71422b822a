/**
 * The working day of `npm run bench`: many users of many customers, signed in at once, each request
 * drawn anew: a page of the site list with its own search, status filter, job order, sort and page
 * (now and then the map's page of 500), a site detail, a page of the documents or billing list with
 * its own filters (for the users whose sub-roles open them), a facility manager's reads of the rooms
 * (sub-role real estate registry: a page of a site's flat table with its own search, filters, sort and
 * day, or a site's tree on a day), the other areas' main lists (tickets, variation
 * requests, quality controls, the plan of action, the personnel, the site equipment: each with its own
 * search, filters, sort and page, for the users whose sub-roles open them), or one write in ten (a
 * notification marked read, a message in a ticket of the user's, and now and then staff publishing a
 * site, which drops every kept site read). A cache that only helps one repeated request gains nothing
 * here.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  addDays,
  billingDocumentKinds,
  CustomerSubRole,
  documentSorts,
  employeeSorts,
  equipmentCategories,
  equipmentSorts,
  equipmentStates,
  qualityControlSorts,
  romeCalendarDay,
  ticketSorts,
  ticketStateFilters,
  ticketTypes,
  ticketUrgencies,
  variationSorts,
  variationStates,
  variationTypes,
  documentValidityFilters,
  paymentStates,
  publishableDocumentCategories,
  roomSorts,
  type MySiteListResult,
  type NotificationItem,
  type Profile,
  type RoomTree,
  type TicketDetail,
} from '@portale/shared';
import { percentile, type DrawnRequest, type Scenario } from './bench-load.ts';

/**
 * Of every 1,000 requests; the site list takes what is left (190). An area's read only for users who may
 * open it (the others read the site list instead).
 */
const mix = {
  write: 100,
  detail: 180,
  documents: 80,
  billing: 60,
  roomTable: 80,
  roomTree: 30,
  tickets: 90,
  variations: 30,
  quality: 40,
  plan: 50,
  employees: 40,
  equipment: 30,
};
/** Of every 1,000 writes: the rest are notifications marked read. */
const writeMix = { ticketMessage: 300, publishing: 10 };

type DayUser = {
  customerCode: string;
  token: string;
  siteCodes: string[];
  jobOrderIds: string[];
  notificationId: string;
  ticketId: string | null;
  /** Sites of the user's with rooms, with what the flat table's filters draw from; empty without the sub-role. */
  roomSites: RoomSite[];
  /** The areas' lists whose first page this user was answered (the others refuse their sub-roles). */
  areas: Set<AreaList>;
};

/** The areas' main lists, each read by the users whose sub-roles open it (asked once per user). */
const areaLists = {
  documents: '/documents/my-list',
  billing: '/billing/my-list',
  tickets: '/tickets/my-list',
  variations: '/variations/my-list',
  quality: '/quality/controls',
  plan: `/planning/occurrences?from=${romeCalendarDay()}`,
  employees: '/employees',
  equipment: '/site-equipments',
} as const;
type AreaList = keyof typeof areaLists;

type RoomSite = { siteCode: string; buildings: string[]; floorIds: number[] };

export type WorkingDay = { users: DayUser[]; words: string[]; staffToken: string };

/** A small seeded generator (mulberry32), so that two runs draw the same day. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick, chance: (perThousand: number) => next() * 1000 < perThousand };
}
type Random = ReturnType<typeof seededRandom>;

async function callApi<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: response.status < 300 ? ((await response.json()) as T) : null };
}

/** Runs `task` on every item, `width` at a time. */
export async function inParallel<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(task))));
  }
  return results;
}

/**
 * Signs `count` of the candidates in and gives each what their requests draw from: their sites and job
 * orders (a first page of their list; a candidate whose list is empty is left out), a notification sent
 * to them by staff, and a ticket of their own when they may open one.
 */
export async function prepareWorkingDay(
  baseUrl: string,
  candidates: readonly { username: string; customerCode: string }[],
  count: number,
  signIn: (username: string) => Promise<string>,
): Promise<WorkingDay> {
  const staffToken = await signIn('staff.demo');
  const words = new Set<string>();
  const prepared = await inParallel(
    candidates,
    8,
    async ({ username, customerCode }): Promise<DayUser | null> => {
      const token = await signIn(username);
      const me = await callApi<Profile>(baseUrl, token, 'GET', '/user/me');
      const subRoles = me.body?.customerSubRoles ?? [];
      const list = await callApi<MySiteListResult>(baseUrl, token, 'GET', '/site/my-list?pageSize=50');
      const sites = list.body?.data ?? [];
      const [firstSite] = sites;
      if (!firstSite) return null;
      for (const site of sites) {
        for (const word of `${site.siteName} ${site.city}`.toLowerCase().split(/[^a-zà-ù]+/)) {
          if (word.length >= 4) words.add(word);
        }
      }
      const notification = await callApi<NotificationItem>(
        baseUrl,
        staffToken,
        'POST',
        '/notifications/send',
        {
          username,
          text: 'È disponibile il nuovo calendario degli interventi.',
        },
      );
      const ticket = await callApi<TicketDetail>(baseUrl, token, 'POST', '/tickets', {
        type: 'REPORT',
        urgency: 'LOW',
        siteCode: firstSite.siteCode,
        subject: 'Verifica della pulizia dei servizi',
        description: 'Segnaliamo che i servizi del piano terra non risultano puliti da ieri.',
        attachmentIds: [],
      });
      if (!notification.body) throw new Error(`no notification sent to ${username}: ${notification.status}`);
      const realEstate = subRoles.includes(CustomerSubRole.realEstateRegistry);
      const areas = new Set<AreaList>();
      for (const [area, listPath] of Object.entries(areaLists) as [AreaList, string][]) {
        if ((await callApi(baseUrl, token, 'GET', listPath)).status === 200) areas.add(area);
      }
      return {
        areas,
        customerCode,
        token,
        siteCodes: sites.map((site) => site.siteCode),
        jobOrderIds: [...new Set(sites.map((site) => site.jobTaskId))],
        notificationId: notification.body.notificationId,
        ticketId: ticket.body?.ticketId ?? null,
        roomSites: realEstate ? await findRoomSites(baseUrl, token, sites.slice(0, 5)) : [],
      };
    },
  );
  const users = prepared.filter((user): user is DayUser => user !== null).slice(0, count);
  return { users, words: [...words].sort(), staffToken };
}

/** Of the first of a user's sites, those with rooms, with their buildings and floors (from the tree). */
async function findRoomSites(baseUrl: string, token: string, sites: readonly { siteCode: string }[]) {
  const found: RoomSite[] = [];
  for (const { siteCode } of sites) {
    const tree = await callApi<RoomTree>(baseUrl, token, 'GET', `/real-estate/${siteCode}/tree`);
    if (!tree.body || tree.body.totals.rooms === 0) continue;
    found.push({
      siteCode,
      buildings: tree.body.buildings.map((building) => building.buildingName),
      floorIds: tree.body.buildings.flatMap((building) => building.floors.map((floor) => floor.floorId)),
    });
  }
  return found;
}

/** A page of the list as the web asks for it, with a search typed in full or in part. */
function drawListPath(random: Random, day: WorkingDay, user: DayUser): string {
  const query = new URLSearchParams();
  if (random.chance(550)) {
    const word = random.pick(day.words);
    query.set('query', random.chance(300) ? word.slice(0, 3) : word);
  }
  if (random.chance(500)) query.set('status', random.pick(['active', 'closed', 'inActivation', 'extended']));
  if (random.chance(100)) query.set('jobTaskId', random.pick(user.jobOrderIds));
  query.set('sortBy', random.pick(['name', 'jobOrder', 'lastService']));
  query.set('sortDirection', random.pick(['asc', 'desc']));
  const map = random.chance(50);
  query.set('page', map ? '1' : String(random.pick([1, 1, 1, 1, 2, 2, 3, 4, 5])));
  query.set('pageSize', map ? '500' : '20');
  return `/api/site/my-list?${query.toString()}`;
}

/** Words of the demo documents' titles, typed whole or in part in the documents search. */
const documentWords = ['duvri', 'sicurezza', 'certificazione', 'rapporto', 'verbale', 'durc', 'piano'];

/** A page of the documents list as the web asks for it, with its own search, filters and sort. */
function drawDocumentsPath(random: Random, user: DayUser): string {
  const query = new URLSearchParams();
  if (random.chance(300)) {
    const word = random.pick(documentWords);
    query.set('query', random.chance(300) ? word.slice(0, 4) : word);
  }
  if (random.chance(300)) query.set('category', random.pick(publishableDocumentCategories));
  if (random.chance(300)) query.set('validity', random.pick(documentValidityFilters));
  if (random.chance(200)) query.set('siteCode', random.pick(user.siteCodes));
  else if (random.chance(150)) query.set('jobOrderId', random.pick(user.jobOrderIds));
  query.set('sortBy', random.pick(documentSorts));
  query.set('sortDirection', random.pick(['asc', 'desc']));
  query.set('page', String(random.pick([1, 1, 1, 2, 3])));
  return `/api/documents/my-list?${query.toString()}`;
}

/** A page of the billing list with its own year, job order, state and kind. */
function drawBillingPath(random: Random, user: DayUser): string {
  const query = new URLSearchParams();
  if (random.chance(500)) query.set('year', String(random.pick([2025, 2026])));
  if (random.chance(300)) query.set('jobOrderId', random.pick(user.jobOrderIds));
  if (random.chance(400)) query.set('state', random.pick(paymentStates));
  if (random.chance(200)) query.set('kind', random.pick(billingDocumentKinds));
  query.set('page', String(random.pick([1, 1, 1, 2, 3])));
  return `/api/billing/my-list?${query.toString()}`;
}

/** Words of the demo rooms' names, typed whole or in part in the flat table's search. */
const roomWords = ['degenza', 'ambulatorio', 'servizi', 'corridoio', 'ufficio', 'aula', 'deposito', 'sala'];
/** The demo catalogue's area categories (ids 1 to 17) and frequencies. */
const areaCategoryCount = 17;
const frequencyCodes = ['7/7', '6/7', '5/7', '3/7', '2/7', '1/7', '1/14', '1/30'];

/** A day as the registry's day picker gives it: today (no date) mostly, else some months back or ahead. */
function drawDay(random: Random): string | null {
  if (random.chance(600)) return null;
  return addDays(romeCalendarDay(), Math.round((random.next() - 0.75) * 400));
}

/** A page of a site's flat table of rooms, with its own search, filters, sort, page and day. */
function drawRoomTablePath(random: Random, site: RoomSite): string {
  const query = new URLSearchParams();
  const day = drawDay(random);
  if (day) query.set('date', day);
  if (random.chance(250)) {
    const word = random.pick(roomWords);
    query.set('query', random.chance(300) ? word.slice(0, 3) : word);
  }
  if (random.chance(150)) query.set('building', random.pick(site.buildings));
  else if (random.chance(200)) query.set('floorId', String(random.pick(site.floorIds)));
  if (random.chance(150))
    query.set('areaCategoryId', String(1 + Math.floor(random.next() * areaCategoryCount)));
  if (random.chance(150)) query.set('frequency', random.pick(frequencyCodes));
  if (random.chance(250)) query.set('state', random.pick(['open', 'notOpen']));
  query.set('sortBy', random.pick(roomSorts));
  query.set('sortDirection', random.pick(['asc', 'desc']));
  query.set('page', String(random.pick([1, 1, 1, 2, 2, 3, 5])));
  query.set('pageSize', String(random.pick([50, 50, 50, 100])));
  return `/api/real-estate/${site.siteCode}/rooms?${query.toString()}`;
}

function drawRoomTreePath(random: Random, site: RoomSite): string {
  const day = drawDay(random);
  return `/api/real-estate/${site.siteCode}/tree${day ? `?date=${day}` : ''}`;
}

/** A search typed whole or in its first letters, as often as `perThousand`. */
function maybeSearch(random: Random, query: URLSearchParams, words: readonly string[], perThousand: number) {
  if (!random.chance(perThousand)) return;
  const word = random.pick(words);
  query.set('query', random.chance(300) ? word.slice(0, 4) : word);
}

/** The sort and the page of a list, drawn. */
function sortAndPage(random: Random, query: URLSearchParams, sorts: readonly string[]) {
  query.set('sortBy', random.pick(sorts));
  query.set('sortDirection', random.pick(['asc', 'desc']));
  query.set('page', String(random.pick([1, 1, 1, 2, 3])));
}

/** Words of the demo data, typed in the areas' searches. */
const ticketWords = ['pulizia', 'bagni', 'servizi', 'vetrate', 'pavimento', 'cestini', 'verifica'];
const employeeWords = ['rossi', 'bianchi', 'ferrari', 'russo', 'colombo', 'addetto', 'pulizie'];
const equipmentWords = ['lavasciuga', 'aspirapolvere', 'carrello', 'monospazzola', 'scala', 'idropulitrice'];

/** A day up to `spreadDays` before or after today, as the period filters and the plan's weeks give it. */
const dayAround = (random: Random, spreadDays: number) =>
  addDays(romeCalendarDay(), Math.round((random.next() - 0.5) * 2 * spreadDays));

/** A page of one of the other areas' lists, as the web asks for it. */
function drawAreaPath(random: Random, day: WorkingDay, user: DayUser, area: AreaList): string {
  const query = new URLSearchParams();
  const site = () => random.pick(user.siteCodes);
  switch (area) {
    case 'documents':
      return drawDocumentsPath(random, user);
    case 'billing':
      return drawBillingPath(random, user);
    case 'tickets':
      maybeSearch(random, query, ticketWords, 250);
      if (random.chance(400)) query.set('state', random.pick(ticketStateFilters));
      if (random.chance(150)) query.set('type', random.pick(ticketTypes));
      if (random.chance(100)) query.set('urgency', random.pick(ticketUrgencies));
      if (random.chance(200)) query.set('siteCode', site());
      if (random.chance(100)) query.set('late', 'true');
      sortAndPage(random, query, ticketSorts);
      return `/api/tickets/my-list?${query.toString()}`;
    case 'variations':
      maybeSearch(random, query, day.words, 200);
      if (random.chance(300)) query.set('state', String(random.pick(variationStates)));
      if (random.chance(200)) query.set('type', String(random.pick(variationTypes)));
      if (random.chance(300)) query.set('open', 'true');
      if (random.chance(200)) query.set('siteCode', site());
      sortAndPage(random, query, variationSorts);
      return `/api/variations/my-list?${query.toString()}`;
    case 'quality':
      maybeSearch(random, query, day.words, 200);
      if (random.chance(300)) query.set('outcome', random.pick(['compliant', 'nonCompliant']));
      if (random.chance(200)) query.set('siteCode', site());
      if (random.chance(300)) query.set('from', dayAround(random, 180));
      sortAndPage(random, query, qualityControlSorts);
      return `/api/quality/controls?${query.toString()}`;
    case 'plan':
      query.set('from', dayAround(random, 60));
      query.set('days', String(random.pick([1, 7, 7, 7, 31])));
      if (random.chance(500)) query.set('siteCode', site());
      return `/api/planning/occurrences?${query.toString()}`;
    case 'employees':
      maybeSearch(random, query, employeeWords, 250);
      if (random.chance(300)) query.set('siteCode', site());
      sortAndPage(random, query, employeeSorts);
      return `/api/employees?${query.toString()}`;
    case 'equipment':
      maybeSearch(random, query, equipmentWords, 200);
      if (random.chance(200)) query.set('category', random.pick(equipmentCategories));
      if (random.chance(200)) query.set('state', random.pick(equipmentStates));
      if (random.chance(300)) query.set('siteCode', site());
      sortAndPage(random, query, equipmentSorts);
      return `/api/site-equipments?${query.toString()}`;
  }
}

function drawWrite(random: Random, day: WorkingDay, user: DayUser): DrawnRequest {
  const json = { 'content-type': 'application/json' };
  const roll = random.next() * 1000;
  if (roll < writeMix.publishing) {
    return {
      method: 'POST',
      path: '/api/site/set-published',
      headers: { ...json, authorization: `Bearer ${day.staffToken}` },
      body: JSON.stringify({ siteCodes: [random.pick(user.siteCodes)], published: true }),
    };
  }
  if (user.ticketId && roll < writeMix.publishing + writeMix.ticketMessage) {
    return {
      method: 'POST',
      path: `/api/tickets/${user.ticketId}/messages`,
      headers: { ...json, authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ text: 'Grazie, restiamo in attesa di un riscontro.', attachmentIds: [] }),
    };
  }
  return {
    method: 'POST',
    path: `/api/notifications/${user.notificationId}/mark-as-read`,
    headers: { authorization: `Bearer ${user.token}` },
  };
}

/** Draws the next request of the day: a random user, then a write or a read of the mix. */
export function createDayDraw(day: WorkingDay, random: Random): () => DrawnRequest {
  const kinds = Object.keys(mix) as (keyof typeof mix)[];
  return () => {
    const user = random.pick(day.users);
    const headers = { authorization: `Bearer ${user.token}` };
    const read = (path: string): DrawnRequest => ({ method: 'GET', path, headers });
    let roll = random.next() * 1000;
    const kind = kinds.find((each) => (roll -= mix[each]) < 0);
    switch (kind) {
      case 'write':
        return drawWrite(random, day, user);
      case 'detail':
        return read(`/api/site/${random.pick(user.siteCodes)}/details`);
      case 'roomTable':
      case 'roomTree':
        if (user.roomSites.length > 0) {
          const site = random.pick(user.roomSites);
          return read(
            kind === 'roomTable' ? drawRoomTablePath(random, site) : drawRoomTreePath(random, site),
          );
        }
        break;
      case undefined:
        break;
      default:
        if (user.areas.has(kind)) return read(drawAreaPath(random, day, user, kind));
    }
    return read(drawListPath(random, day, user));
  };
}

/** Each area list's address up to its query, to tell its requests apart (once, not per request). */
const areaListPrefixes = (Object.entries(areaLists) as [AreaList, string][]).map(
  ([area, listPath]) => [area, `/api${listPath.split('?')[0]}?`] as const,
);

/** What kind of request it is, for the report. */
export function requestKind(request: DrawnRequest): string {
  if (request.method !== 'GET') return request.path.replace(/\/[0-9a-f-]{36}\//, '/:id/');
  if (request.path.includes('/details')) return 'site detail';
  if (request.path.startsWith('/api/documents/')) return 'documents list, page of 20';
  if (request.path.startsWith('/api/billing/')) return 'billing list, page of 20';
  if (request.path.includes('/tree')) return 'rooms tree';
  const area = areaListPrefixes.find(([, prefix]) => request.path.startsWith(prefix));
  if (area) return `${area[0]} list`;
  if (request.path.startsWith('/api/real-estate/')) {
    return `rooms flat table, page of ${new URLSearchParams(request.path.split('?')[1]).get('pageSize')}`;
  }
  return request.path.includes('pageSize=500') ? 'site list, map (500)' : 'site list, page of 20';
}

/**
 * A scenario of the requests `draw` gives, keeping the kind (`kindOf`) of each drawn, of each refused
 * with its status, and each kind's latencies; `reference` names the scenario its rate is compared with.
 */
export function measuredScenario(
  name: string,
  draw: () => DrawnRequest,
  kindOf: (request: DrawnRequest) => string,
  reference?: string,
) {
  const drawn: string[] = [];
  const refused: string[] = [];
  const latencies = new Map<string, number[]>();
  const scenario: Scenario = {
    name,
    ...(reference !== undefined && { reference }),
    draw: () => {
      const request = draw();
      drawn.push(kindOf(request));
      return request;
    },
    refused: (request, status) => refused.push(`${kindOf(request)}: ${status}`),
    answered: (request, milliseconds) => {
      const kind = kindOf(request);
      const kept = latencies.get(kind) ?? [];
      kept.push(milliseconds);
      latencies.set(kind, kept);
    },
  };
  return { scenario, drawn, refused, latencies };
}

/** Each kind of request drawn over `seconds`: its share, answers per second, p50, p95 and p99. */
export function printKinds(drawn: readonly string[], latencies: Map<string, number[]>, seconds: number) {
  for (const [kind, count] of countBy(drawn, (label) => label)) {
    const sorted = [...(latencies.get(kind) ?? [])].sort((a, b) => a - b);
    console.log(
      `  ${kind}: ${((100 * count) / drawn.length).toFixed(1)}%, ${(sorted.length / seconds).toFixed(1)} req/s, ` +
        `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, ` +
        `p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    );
  }
}

/** How many of `items` have each label, the most frequent first. */
export function countBy<T>(items: readonly T[], label: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(label(item), (counts.get(label(item)) ?? 0) + 1);
  return [...counts].sort(([, a], [, b]) => b - a);
}

/**
 * The mean size of the read answers of the day (from `samples` drawn reads), and a static file of
 * exactly that size in the server's web folder, made of a real answer's bytes: served by the same
 * server, it is what the day's requests per second are compared with.
 */
export async function writeStaticOfMeanSize(
  server: { url: string; staticDir: string },
  draw: () => DrawnRequest,
  name: string,
  samples = 300,
) {
  const bodies: Buffer[] = [];
  while (bodies.length < samples) {
    const request = draw();
    if (request.method !== 'GET') continue;
    const response = await fetch(`${server.url}${request.path}`, { headers: request.headers });
    bodies.push(Buffer.from(await response.arrayBuffer()));
  }
  const meanBytes = Math.round(bodies.reduce((sum, body) => sum + body.length, 0) / bodies.length);
  await writeFile(path.join(server.staticDir, name), Buffer.alloc(meanBytes, bodies[0]));
  return meanBytes;
}
