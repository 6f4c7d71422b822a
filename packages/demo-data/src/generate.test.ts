import { allBackOfficePermissions, allCustomerSubRoles } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from './accounts.ts';
import { addDays } from './dates.ts';
import { generateDemoData } from './generate.ts';
import { daysPastJobOrder } from './publishing-warnings.ts';
import type { DemoData, JobOrderRow, SiteRow } from './rows.ts';
import { isValidVatNumber } from './vat.ts';

const today = '2026-03-15';
const small = generateDemoData({ scale: 1, today });

type Status = 'active' | 'closed' | 'inActivation' | 'extended';

/** The site status filters of PRODUCT.md, computed from the rows. */
function statusesOf(site: SiteRow, jobOrder: JobOrderRow): Status[] {
  const statuses: Status[] = [];
  const running = site.dateFrom <= today && today <= site.dateTo;
  if (running) statuses.push('active');
  if (site.dateTo < today) statuses.push('closed');
  if (site.dateFrom > today) statuses.push('inActivation');
  if (running && jobOrder.dateTo > jobOrder.originalDateTo) statuses.push('extended');
  return statuses;
}

function sitesOf(data: DemoData, customerCode: string) {
  const jobOrders = new Map(data.jobOrders.map((jobOrder) => [jobOrder.id, jobOrder]));
  return data.sites.flatMap((site) => {
    const jobOrder = jobOrders.get(site.jobOrderId);
    return jobOrder?.customerCode === customerCode ? [{ site, jobOrder }] : [];
  });
}

const user = (data: DemoData, username: string) => {
  const found = data.users.find((candidate) => candidate.username === username);
  if (!found) throw new Error(`no user ${username}`);
  return found;
};

describe('generateDemoData', () => {
  it('is deterministic', () => {
    expect(generateDemoData({ scale: 1, today })).toEqual(small);
    expect(generateDemoData({ scale: 2, today })).toEqual(generateDemoData({ scale: 2, today }));
  });

  it('covers every site status filter with published sites of customer A', () => {
    const sites = sitesOf(small, 'CL0001');
    expect(sites.length).toBeGreaterThanOrEqual(15);
    const published = sites.filter(({ site }) => site.published);
    expect(published.length / sites.length).toBeGreaterThan(0.8);
    expect(published.length).toBeLessThan(sites.length);
    const count = (status: Status) =>
      published.filter(({ site, jobOrder }) => statusesOf(site, jobOrder).includes(status)).length;
    expect(count('active')).toBeGreaterThanOrEqual(5);
    expect(count('closed')).toBeGreaterThanOrEqual(2);
    expect(count('inActivation')).toBeGreaterThanOrEqual(2);
    expect(count('extended')).toBeGreaterThanOrEqual(2);
  });

  it('has the fixed customers: A, B, C through an ATI, D not active, and one being started', () => {
    expect(small.customers.map((customer) => customer.code)).toEqual([
      'CL0001',
      'CL0002',
      'CL0003',
      'CL0004',
      'CL9001',
    ]);
    expect(small.customers.map((customer) => customer.active)).toEqual([true, true, true, false, true]);
    // The one being started: a job order that begins later, no site and no user yet.
    const started = small.jobOrders.filter((jobOrder) => jobOrder.customerCode === 'CL9001');
    expect(started).toHaveLength(1);
    expect(started[0]!.dateFrom > today).toBe(true);
    expect(sitesOf(small, 'CL9001')).toEqual([]);
    expect(small.users.filter((row) => row.customerCode === 'CL9001')).toEqual([]);
    expect(small.customers.every((customer) => isValidVatNumber(customer.vatNumber))).toBe(true);
    expect(sitesOf(small, 'CL0002').length).toBeGreaterThan(0);
    expect(sitesOf(small, 'CL0004').length).toBeGreaterThanOrEqual(1);
    expect(small.sites.length).toBeGreaterThanOrEqual(35);
    const [group] = small.atiGroups;
    expect(group?.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(group?.logo?.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    expect(
      small.jobOrders.some(
        (jobOrder) => jobOrder.customerCode === 'CL0003' && jobOrder.atiGroupId === group?.id,
      ),
    ).toBe(true);
  });

  it('has the demo accounts with their roles', () => {
    expect(demoAccounts.map((account) => account.username)).toEqual([
      'cliente.demo',
      'ati.demo',
      'limitato.demo',
      'altro.demo',
      'staff.demo',
      'operatore.demo',
    ]);
    const everySubRole = [...allCustomerSubRoles].sort((a, b) => a - b);
    expect(user(small, 'cliente.demo')).toMatchObject({
      kind: 'customer',
      customerCode: 'CL0001',
      customerSubRoles: everySubRole,
    });
    expect(user(small, 'ati.demo')).toMatchObject({
      customerCode: 'CL0003',
      atiGroupId: 1,
      customerSubRoles: everySubRole,
    });
    expect(user(small, 'limitato.demo')).toMatchObject({ customerCode: 'CL0001', customerSubRoles: [5] });
    expect(user(small, 'altro.demo')).toMatchObject({
      customerCode: 'CL0002',
      customerSubRoles: everySubRole,
    });
    expect(user(small, 'staff.demo')).toMatchObject({
      kind: 'staff',
      customerCode: null,
      backOfficePermissions: [...allBackOfficePermissions].sort((a, b) => a - b),
    });
    expect(user(small, 'operatore.demo')).toMatchObject({ kind: 'staff', backOfficePermissions: [4, 5] });
  });

  it('limits some users to sites of their own customer', () => {
    const siteCustomer = new Map(
      small.sites.map((site) => [
        site.code,
        small.jobOrders.find((jobOrder) => jobOrder.id === site.jobOrderId)?.customerCode,
      ]),
    );
    expect(small.userSites.length).toBeGreaterThan(0);
    for (const link of small.userSites) {
      const owner = small.users.find((candidate) => candidate.id === link.userId);
      expect(owner?.limitedToSites).toBe(true);
      expect(siteCustomer.get(link.siteCode)).toBe(owner?.customerCode);
    }
  });

  it('grows with the scale and keeps the fixed part identical', () => {
    const larger = generateDemoData({ scale: 3, today });
    expect(larger.sites.length / small.sites.length).toBeGreaterThan(2.7);
    expect(larger.sites.length / small.sites.length).toBeLessThan(3.3);
    expect(larger.users.length).toBeGreaterThan(2 * small.users.length);
    expect(larger.customers.slice(0, 4)).toEqual(small.customers.slice(0, 4));
    expect(larger.customers.at(-1)).toEqual(small.customers.at(-1));
    expect(larger.sites.slice(0, small.sites.length)).toEqual(small.sites);
    for (const { username } of demoAccounts) expect(user(larger, username)).toEqual(user(small, username));
  });

  it('keeps codes and usernames unique and dates consistent', () => {
    const data = generateDemoData({ scale: 25, today });
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(data.sites.map((site) => site.code))).toBe(true);
    expect(unique(data.jobOrders.map((jobOrder) => jobOrder.id))).toBe(true);
    expect(unique(data.customers.map((customer) => customer.code))).toBe(true);
    expect(unique(data.users.map((row) => row.username.toLowerCase()))).toBe(true);
    expect(unique(data.customers.map((customer) => customer.vatNumber))).toBe(true);
    expect(data.sites.every((site) => /^UB\d{6}$/.test(site.code))).toBe(true);
    expect(data.jobOrders.every((jobOrder) => /^C\d{4}-\d{4}$/.test(jobOrder.id))).toBe(true);
    const jobOrders = new Map(data.jobOrders.map((jobOrder) => [jobOrder.id, jobOrder]));
    // A few published sites run past their job order on purpose (the publishing page's dates warning).
    const pastJobOrder = data.sites.filter(
      (site) => site.dateTo === addDays(jobOrders.get(site.jobOrderId)?.dateTo ?? '', daysPastJobOrder),
    );
    expect(pastJobOrder.length).toBeGreaterThanOrEqual(1);
    expect(pastJobOrder.length / data.sites.length).toBeLessThan(0.02);
    for (const site of data.sites) {
      const jobOrder = jobOrders.get(site.jobOrderId);
      const dateTo = pastJobOrder.includes(site) ? addDays(site.dateTo, -daysPastJobOrder) : site.dateTo;
      expect(site.dateFrom <= site.dateTo).toBe(true);
      expect(jobOrder && site.dateFrom >= jobOrder.dateFrom && dateTo <= jobOrder.dateTo).toBe(true);
      if (site.lastServiceDay !== null) expect(site.lastServiceDay < today).toBe(true);
      if (site.dateFrom < today && site.dateTo >= today) expect(site.lastServiceDay).not.toBeNull();
    }
  });

  it('gives the sites of a city with a patron saint his day, and the others none', () => {
    const milan = small.sites.filter((site) => site.city === 'Milano');
    expect(milan.length).toBeGreaterThan(0);
    expect(new Set(milan.map((site) => site.patronSaintDay))).toEqual(new Set(['12-07']));
    const withoutSaint = small.sites.filter((site) => site.patronSaintDay === null);
    expect(withoutSaint.length).toBeGreaterThan(0);
    expect(withoutSaint.some((site) => ['Milano', 'Roma', 'Napoli'].includes(site.city))).toBe(false);
  });

  it('refuses a scale below 1 or a malformed day', () => {
    expect(() => generateDemoData({ scale: 0, today })).toThrow(RangeError);
    expect(() => generateDemoData({ scale: 1, today: '15/03/2026' })).toThrow(RangeError);
  });
});
