import type { Random } from './random.ts';
import { cities, type City } from './sources/cities.ts';
import { jobOrderDescriptions, unsegmentedDescriptions, type Segment } from './sources/activities.ts';
import { saints } from './sources/people.ts';
import { customerKinds, type CustomerKind } from './kinds.ts';
import { planCustomerUsers } from './extra-users.ts';
import type { CustomerPlan, JobOrderPlan, SitePlan } from './plans.ts';
import { splitTotal } from './split.ts';
import { makeVatNumber } from './vat.ts';

/** Names, domains and VAT numbers already given, so that every customer gets its own. */
export type Taken = { names: Set<string>; domains: Set<string>; vatNumbers: Set<string> };

type Identity = { name: string; domain: string; home: City; patron: string };

function identity(rng: Random, kind: CustomerKind, taken: Taken): Identity {
  for (let attempt = 0; ; attempt++) {
    const home = rng.pick(cities);
    const patron = rng.pick(saints);
    const { name, domain } = kind.name(rng, home, patron);
    const uniqueName = attempt < 20 ? name : `${name} – ${attempt}`;
    if (taken.names.has(uniqueName)) continue;
    let uniqueDomain = domain;
    for (let n = 2; taken.domains.has(uniqueDomain); n++) uniqueDomain = domain.replace('.', `${n}.`);
    taken.names.add(uniqueName);
    taken.domains.add(uniqueDomain);
    return { name: uniqueName, domain: uniqueDomain, home, patron };
  }
}

function vatNumber(rng: Random, taken: Taken): string {
  let candidate = '';
  while (candidate === '' || taken.vatNumbers.has(candidate)) {
    candidate = makeVatNumber(rng.int(1_000_000, 9_999_999), rng.int(1, 100));
  }
  taken.vatNumbers.add(candidate);
  return candidate;
}

/** Job order dates as day offsets: running, extended (prorogata), ended or starting in the future. */
function jobOrderDates(rng: Random): Pick<JobOrderPlan, 'from' | 'to' | 'originalTo' | 'markedAsStarted'> {
  const roll = rng.next();
  if (roll < 0.58) {
    const to = rng.int(60, 1500);
    return { from: -rng.int(60, 1500), to, originalTo: to, markedAsStarted: rng.chance(0.92) };
  }
  if (roll < 0.78) {
    return {
      from: -rng.int(900, 2200),
      to: rng.int(60, 600),
      originalTo: -rng.int(10, 400),
      markedAsStarted: true,
    };
  }
  if (roll < 0.92) {
    const to = -rng.int(10, 900);
    return { from: to - rng.int(365, 1800), to, originalTo: to, markedAsStarted: true };
  }
  const from = rng.int(10, 150);
  const to = from + rng.int(730, 1825);
  return { from, to, originalTo: to, markedAsStarted: false };
}

/** A site of a running job order usually follows it; some ended early, start later or started later. */
function siteDates(rng: Random, jobOrder: Pick<JobOrderPlan, 'from' | 'to'>): Pick<SitePlan, 'from' | 'to'> {
  if (jobOrder.to < 0 || jobOrder.from > 0) return {};
  const roll = rng.next();
  if (roll < 0.08) return { to: rng.int(Math.max(jobOrder.from + 30, -400), -1) };
  if (roll < 0.14) return { from: rng.int(3, Math.min(120, jobOrder.to - 1)) };
  if (roll < 0.34) return { from: rng.int(jobOrder.from + 1, -1) };
  return {};
}

function siteName(
  rng: Random,
  kind: CustomerKind,
  segment: Segment | null,
  city: City,
  patron: string,
  used: Set<string>,
) {
  const templates = kind.siteNames(segment);
  let name = '';
  for (let attempt = 0; attempt < 15 && (name === '' || used.has(name)); attempt++) {
    name = rng.pick(templates)({ rng, city, patron });
  }
  const base = name;
  for (let n = 2; used.has(name); n++) name = `${base} – sede ${n}`;
  used.add(name);
  return name;
}

function planJobOrder(
  rng: Random,
  kind: CustomerKind,
  who: Identity,
  siteCount: number,
  atiGroupIds: readonly number[],
  usedSiteNames: Set<string>,
): JobOrderPlan {
  const segment = rng.pick(kind.segments);
  const description = rng.pick(segment ? jobOrderDescriptions[segment] : unsegmentedDescriptions);
  const dates = jobOrderDates(rng);
  const region = cities.filter((city) => city.region === who.home.region);
  const sites = Array.from({ length: siteCount }, (): SitePlan => {
    const city = rng.chance(0.6) ? who.home : rng.pick(region);
    return {
      name: siteName(rng, kind, segment, city, who.patron, usedSiteNames),
      city,
      ...siteDates(rng, dates),
      published: rng.chance(0.85),
      isOnDuty: rng.chance(segment === 'Sanità' ? 0.35 : 0.12),
    };
  });
  return {
    description: rng.chance(0.3) ? `${description} – Lotto ${rng.int(1, 6)}` : description,
    segment,
    atiGroupId: atiGroupIds.length > 0 && rng.chance(0.12) ? rng.pick(atiGroupIds) : null,
    ...dates,
    sites,
  };
}

/** Customers after the fixed ones, numbered from `firstNumber`, sharing `siteTotal` sites among them. */
export function planExtraCustomers(
  rng: Random,
  options: {
    count: number;
    firstNumber: number;
    siteTotal: number;
    atiGroupIds: readonly number[];
    taken: Taken;
  },
): CustomerPlan[] {
  const siteCounts = splitTotal(rng, options.siteTotal, options.count);
  return siteCounts.map((siteCount, index) => {
    const kind = rng.pick(customerKinds);
    const who = identity(rng, kind, options.taken);
    const usedSiteNames = new Set<string>();
    const jobOrderCount = Math.max(1, Math.round(siteCount / rng.int(6, 14)));
    const jobOrders = splitTotal(rng, siteCount, jobOrderCount)
      .filter((count) => count > 0)
      .map((count) => planJobOrder(rng, kind, who, count, options.atiGroupIds, usedSiteNames));
    const code = `CL${String(options.firstNumber + index).padStart(4, '0')}`;
    return {
      code,
      name: who.name,
      vatNumber: vatNumber(rng, options.taken),
      active: rng.chance(0.97),
      domain: who.domain,
      jobOrders,
      users: planCustomerUsers(rng, siteCount, jobOrders),
    };
  });
}
