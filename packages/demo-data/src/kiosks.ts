import { createHash } from 'node:crypto';
import type { kiosks, kioskVotes } from '@portale/db';
import { addDays, type IsoDate } from './dates.ts';
import { randomFor } from './entity-random.ts';
import { fixedCustomers } from './fixed.ts';
import type { Random } from './random.ts';
import type { DemoData } from './rows.ts';

export type KioskRow = Required<
  Omit<typeof kiosks.$inferInsert, 'createdByUserId' | 'revokedAt' | 'lastSeenAt' | 'keyIssuedAt'>
>;
export type KioskVoteRow = Required<Omit<typeof kioskVotes.$inferInsert, 'id' | 'receivedAt'>>;

/** A year of votes, up to yesterday. */
const days = 365;
/** Votes are inserted this many at a time, so a large scale never holds them all in memory. */
const chunkRows = 20_000;

/** Share of the sites with rooms that have kiosks: the fixed customers' and the others'. */
const fixedSiteShare = 0.3;
const extraSiteShare = 1 / 6;

/**
 * When people vote in a working day, in Italy's hours: a few from 7, busy at 8–10 and 12–14, quieter
 * in the afternoon, nothing at night.
 */
const hourWeights = [
  0, 0, 0, 0, 0, 0, 0.2, 1, 4, 4, 2, 1.5, 3.5, 3.5, 1.5, 1.2, 1.2, 1, 0.6, 0.3, 0.1, 0, 0, 0,
];
const hourTotal = hourWeights.reduce((sum, weight) => sum + weight, 0);

function pickHour(random: Random): number {
  let draw = random.next() * hourTotal;
  for (const [hour, weight] of hourWeights.entries()) {
    draw -= weight;
    if (draw < 0) return hour;
  }
  return 9;
}

/** A vote: mostly good, a site's own shade of it, and far worse during its bad stretch. */
function voteFor(random: Random, shade: number, bad: boolean): number {
  const draw = random.next();
  if (bad) return draw < 0.25 ? 1 : draw < 0.55 ? 2 : draw < 0.8 ? 3 : 4;
  const one = 0.04 + shade;
  const two = one + 0.08 + shade;
  const three = two + 0.27;
  return draw < one ? 1 : draw < two ? 2 : draw < three ? 3 : 4;
}

const offsetFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  timeZoneName: 'shortOffset',
});

/** Italy's offset from UTC at noon of a day, in hours (1 in winter, 2 in summer). */
function romeOffsetHours(day: IsoDate): number {
  const name = offsetFormat
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  return Number(name?.replace('GMT', '') || 0);
}

/**
 * The demo's kiosks: on some published sites with rooms (about a third of the fixed customers', one in
 * six of the others'), one to three each, in rooms of the site. Their keys are digests of values nobody
 * holds: staff give a demo kiosk a key by replacing it. The votes (a year up to yesterday, from
 * `votes()`, in chunks) follow a working day (busy at 8–10 and 12–14) and a working week (quiet
 * weekends); mostly good, each site with a shade of its own, and the first kiosk site of the first
 * customer with a bad stretch of two weeks a month and a half ago. Each site draws from a generator of
 * its own, so the fixed customers get the same kiosks and votes at every scale.
 */
export function planDemoKiosks(
  data: Pick<DemoData, 'sites' | 'jobOrders' | 'rooms' | 'roomStates'>,
  today: IsoDate,
) {
  const fixedCodes = new Set(fixedCustomers.map((customer) => customer.code));
  const customerOf = new Map(data.jobOrders.map((jobOrder) => [jobOrder.id, jobOrder.customerCode]));
  const roomsBySite = new Map<string, { id: number; name: string }[]>();
  const roomName = new Map<number, string>();
  for (const state of data.roomStates) roomName.set(state.roomId, state.name);
  for (const room of data.rooms) {
    const list = roomsBySite.get(room.siteCode) ?? [];
    list.push({ id: room.id, name: roomName.get(room.id) ?? room.identifier });
    roomsBySite.set(room.siteCode, list);
  }
  const kioskRows: KioskRow[] = [];
  const plans: { kiosk: KioskRow; rate: number; shade: number; badFrom: IsoDate | null }[] = [];
  let badSiteChosen = false;
  for (const site of data.sites) {
    const customerCode = customerOf.get(site.jobOrderId);
    const siteRooms = roomsBySite.get(site.code);
    if (!site.published || !customerCode || !siteRooms?.length) continue;
    const random = randomFor('kiosks', site.code);
    const fixed = fixedCodes.has(customerCode);
    if (!random.chance(fixed ? fixedSiteShare : extraSiteShare)) continue;
    const shade = random.next() * 0.05;
    const badFrom = !badSiteChosen && customerCode === 'CL0001' ? addDays(today, -52) : null;
    if (badFrom) badSiteChosen = true;
    const placed = random.shuffle(siteRooms).slice(0, random.int(1, 3));
    for (const room of placed) {
      const id = kioskRows.length + 1;
      const name = `Chiosco – ${room.name}`;
      const kiosk: KioskRow = {
        id,
        siteCode: site.code,
        roomId: room.id,
        name: name.slice(0, 80),
        keyHash: createHash('sha256').update(`demo kiosk ${site.code} ${id} ${random.uuid()}`).digest('hex'),
        keyPrefix: `ck_demo${String(id).padStart(3, '0')}`.slice(0, 10),
        createdAt: new Date(`${addDays(today, -days - 1)}T08:00:00Z`),
      };
      kioskRows.push(kiosk);
      plans.push({ kiosk, rate: 1 + random.next() * 1.5, shade, badFrom });
    }
  }

  function* votes(): Generator<KioskVoteRow[]> {
    // The year's days once: their start in UTC, weekend or not, Italy's offset.
    const calendar = Array.from({ length: days }, (_, position) => {
      const day = addDays(today, position - days);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      return {
        day,
        weekend: weekday === 0 || weekday === 6,
        midnightUtcMs: Date.parse(`${day}T00:00:00Z`) - romeOffsetHours(day) * 3600_000,
      };
    });
    const customerOfSite = new Map(data.sites.map((site) => [site.code, customerOf.get(site.jobOrderId)!]));
    let chunk: KioskVoteRow[] = [];
    for (const plan of plans) {
      const { kiosk } = plan;
      const random = randomFor('kiosk-votes', String(kiosk.id));
      const customerCode = customerOfSite.get(kiosk.siteCode)!;
      const badTo = plan.badFrom === null ? null : addDays(plan.badFrom, 14);
      let sequence = 0;
      for (const { day, weekend, midnightUtcMs } of calendar) {
        const expected = plan.rate * (weekend ? 0.15 : 1);
        const count = Math.floor(expected * (0.4 + random.next() * 1.2) + random.next());
        const bad = badTo !== null && day >= plan.badFrom! && day < badTo;
        for (let press = 0; press < count; press += 1) {
          const seconds = pickHour(random) * 3600 + random.int(0, 3599);
          sequence += 1;
          chunk.push({
            kioskId: kiosk.id,
            siteCode: kiosk.siteCode,
            customerCode,
            vote: voteFor(random, plan.shade, bad),
            votedAt: new Date(midnightUtcMs + seconds * 1000),
            deviceVoteId: `demo-${kiosk.id}-${sequence}`,
          });
          if (chunk.length >= chunkRows) {
            yield chunk;
            chunk = [];
          }
        }
      }
    }
    if (chunk.length > 0) yield chunk;
  }

  return { kiosks: kioskRows, votes };
}
