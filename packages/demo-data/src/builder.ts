import type { Random } from './random.ts';
import { addDays, maxDate, type IsoDate } from './dates.ts';
import { providerDomain } from './accounts.ts';
import { serviceHours, siteNotes } from './sources/activities.ts';
import { slug } from './sources/people.ts';
import { streets } from './sources/streets.ts';
import type { City } from './sources/cities.ts';
import type { CustomerPlan, JobOrderPlan, SitePlan, StaffPlan, UserPlan } from './plans.ts';
import { patronSaintDayOf } from './patron-saints.ts';
import type { AtiGroupRow, BaseSiteRow, OrganisationData, UserRow } from './rows.ts';

export type Builder = {
  addAtiGroup: (row: AtiGroupRow) => void;
  addCustomer: (plan: CustomerPlan) => void;
  addStaff: (plan: StaffPlan) => void;
  data: OrganisationData;
};

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** Turns plans into rows: numbers the codes, and adds addresses, phones, hours and coordinates. */
export function createBuilder(rng: Random, today: IsoDate): Builder {
  const data: OrganisationData = {
    customers: [],
    atiGroups: [],
    jobOrders: [],
    sites: [],
    users: [],
    userSites: [],
  };
  const usernames = new Set<string>();
  let siteNumber = 0;
  let jobOrderNumber = 0;

  const phone = (city: City) => {
    const digits = Array.from({ length: 10 - city.phonePrefix.length }, (_, i) =>
      rng.int(i === 0 ? 1 : 0, 9),
    );
    const rest = digits.join('');
    const groups = rest.length === 8 ? `${rest.slice(0, 4)} ${rest.slice(4)}` : rest;
    return `${city.phonePrefix} ${groups}`;
  };

  const jitter = (value: number) => Math.round((value + (rng.next() - 0.5) * 0.04) * 1e6) / 1e6;

  const lastServiceDay = (dateFrom: IsoDate, dateTo: IsoDate): IsoDate | null => {
    if (dateFrom >= today) return null;
    if (dateTo < today) return maxDate(dateFrom, addDays(dateTo, -rng.int(0, 3)));
    return maxDate(dateFrom, addDays(today, -rng.int(1, 6)));
  };

  const siteRow = (plan: SitePlan, jobOrder: JobOrderPlan, jobOrderId: string): BaseSiteRow => {
    const dateFrom = addDays(today, plan.from ?? jobOrder.from);
    const dateTo = addDays(today, plan.to ?? jobOrder.to);
    const [startHour, endHour] = rng.pick(serviceHours);
    siteNumber += 1;
    return {
      code: `UB${pad(siteNumber, 6)}`,
      name: plan.name,
      jobOrderId,
      address: `${rng.pick(streets)}, ${rng.int(1, 180)}`,
      city: plan.city.name,
      cap: plan.city.cap,
      province: plan.city.province,
      phone: phone(plan.city),
      notes: rng.chance(0.3) ? rng.pick(siteNotes) : null,
      image: null,
      startHour,
      endHour,
      isOnDuty: plan.isOnDuty,
      lastServiceDay: lastServiceDay(dateFrom, dateTo),
      dateFrom,
      dateTo,
      latitude: jitter(plan.city.latitude),
      longitude: jitter(plan.city.longitude),
      published: plan.published,
      patronSaintDay: patronSaintDayOf(plan.city.name),
    };
  };

  /** nome.cognome, with a number when somebody already has it. */
  const uniqueUsername = (firstName: string, lastName: string) => {
    const base = `${slug(firstName)}.${slug(lastName)}`;
    let candidate = base;
    for (let n = 2; usernames.has(candidate); n++) candidate = `${base}${n}`;
    return candidate;
  };

  const userRow = (
    plan: { username?: string; firstName: string; lastName: string },
    domain: string,
  ): Pick<UserRow, 'id' | 'username' | 'email' | 'firstName' | 'lastName'> => {
    const username = plan.username ?? uniqueUsername(plan.firstName, plan.lastName);
    usernames.add(username);
    const mailbox = plan.username ? `${slug(plan.firstName)}.${slug(plan.lastName)}` : username;
    return {
      id: rng.uuid(),
      username,
      email: `${mailbox}@${domain}`,
      firstName: plan.firstName,
      lastName: plan.lastName,
    };
  };

  const addCustomerUser = (plan: UserPlan, customer: CustomerPlan, siteCodes: readonly string[]) => {
    const row: UserRow = {
      ...userRow(plan, customer.domain),
      kind: 'customer',
      customerCode: customer.code,
      atiGroupId: plan.atiGroupId,
      enabled: true,
      emailConfirmed: true,
      systemEmailsConsent: true,
      promotionalNewsEmailsConsent: rng.chance(0.3),
      customerSubRoles: [...plan.subRoles].sort((a, b) => a - b),
      backOfficePermissions: [],
      limitedToSites: plan.siteIndexes !== undefined,
    };
    data.users.push(row);
    for (const index of plan.siteIndexes ?? []) {
      const siteCode = siteCodes[index];
      if (siteCode === undefined) throw new Error(`${customer.code} has no site number ${index}`);
      data.userSites.push({ userId: row.id, siteCode });
    }
  };

  return {
    data,
    addAtiGroup: (row) => data.atiGroups.push(row),
    addCustomer: (customer) => {
      data.customers.push({
        code: customer.code,
        name: customer.name,
        vatNumber: customer.vatNumber,
        active: customer.active,
      });
      const siteCodes: string[] = [];
      for (const jobOrder of customer.jobOrders) {
        jobOrderNumber += 1;
        const dateFrom = addDays(today, jobOrder.from);
        const id = `C${dateFrom.slice(0, 4)}-${pad(jobOrderNumber, 4)}`;
        data.jobOrders.push({
          id,
          description: jobOrder.description,
          customerCode: customer.code,
          atiGroupId: jobOrder.atiGroupId,
          dateFrom,
          dateTo: addDays(today, jobOrder.to),
          originalDateTo: addDays(today, jobOrder.originalTo),
          operatingSegment: jobOrder.segment,
          markedAsStarted: jobOrder.markedAsStarted,
        });
        for (const site of jobOrder.sites) {
          const row = siteRow(site, jobOrder, id);
          data.sites.push(row);
          siteCodes.push(row.code);
        }
      }
      for (const user of customer.users) addCustomerUser(user, customer, siteCodes);
    },
    addStaff: (plan) => {
      data.users.push({
        ...userRow(plan, providerDomain),
        kind: 'staff',
        customerCode: null,
        atiGroupId: null,
        enabled: true,
        emailConfirmed: true,
        systemEmailsConsent: true,
        promotionalNewsEmailsConsent: false,
        customerSubRoles: [],
        backOfficePermissions: [...plan.permissions].sort((a, b) => a - b),
        limitedToSites: false,
      });
    },
  };
}
