import { createRandom } from './random.ts';
import type { IsoDate } from './dates.ts';
import { atiLogo, extraAtiGroups } from './ati-groups.ts';
import { createBuilder } from './builder.ts';
import { planExtraCustomers } from './extra-customers.ts';
import { planExtraStaff } from './extra-users.ts';
import { fixedAtiGroup, fixedCustomers, fixedStaff, onboardingCustomer } from './fixed.ts';
import { withOperationalData } from './operational-data.ts';
import type { DemoData } from './rows.ts';

export type GenerateOptions = {
  /** 1 is the small demo (about 40 sites); N gives about N times as much. */
  scale: number;
  /** The day the dates are relative to. */
  today: IsoDate;
};

const seed = 20_260_101;
const sitesPerScale = 40;
const customersPerScale = 0.4;

/**
 * The demo data as rows, the same for the same options. The fixed customers, their users and the staff
 * come first and are identical at every scale; larger scales add customers after them.
 */
export function generateDemoData({ scale, today }: GenerateOptions): DemoData {
  if (!Number.isFinite(scale) || scale < 1) throw new RangeError('the scale is a number from 1 up');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new RangeError('today is a YYYY-MM-DD date');

  const rng = createRandom(seed);
  const builder = createBuilder(rng, today);
  builder.addAtiGroup({
    id: fixedAtiGroup.id,
    name: fixedAtiGroup.name,
    logo: atiLogo(fixedAtiGroup.initials, fixedAtiGroup.colour),
  });
  for (const customer of fixedCustomers) builder.addCustomer(customer);
  for (const staff of fixedStaff) builder.addStaff(staff);
  const fixedSiteCount = builder.data.sites.length;

  const siteTotal = Math.round(sitesPerScale * (scale - 1));
  if (siteTotal === 0) {
    builder.addCustomer(onboardingCustomer);
    return withOperationalData(builder.data, fixedSiteCount, today);
  }

  const groups = extraAtiGroups(
    rng,
    Math.floor(scale / 20),
    fixedAtiGroup.id + 1,
    new Set([fixedAtiGroup.name]),
  );
  for (const group of groups) builder.addAtiGroup(group);
  const customers = planExtraCustomers(rng, {
    count: Math.max(1, Math.round(customersPerScale * scale) - fixedCustomers.length),
    firstNumber: fixedCustomers.length + 1,
    siteTotal,
    atiGroupIds: groups.map((group) => group.id),
    taken: {
      names: new Set(fixedCustomers.map((customer) => customer.name)),
      domains: new Set(fixedCustomers.map((customer) => customer.domain)),
      vatNumbers: new Set(fixedCustomers.map((customer) => customer.vatNumber)),
    },
  });
  for (const customer of customers) builder.addCustomer(customer);
  for (const staff of planExtraStaff(rng, Math.floor(scale / 4))) builder.addStaff(staff);
  builder.addCustomer(onboardingCustomer);
  return withOperationalData(builder.data, fixedSiteCount, today);
}
