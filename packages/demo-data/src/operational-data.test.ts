import { validateFeeSplit } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { contactRoleIds } from './sources/contact-roles.ts';
import { generateDemoData } from './generate.ts';
import type { DemoData } from './rows.ts';

const today = '2026-03-15';
const small = generateDemoData({ scale: 1, today });
const larger = generateDemoData({ scale: 8, today });

const siteNamed = (data: DemoData, name: string) => {
  const site = data.sites.find((candidate) => candidate.name === name);
  if (!site) throw new Error(`no site ${name}`);
  return site;
};

const euro = (cents: number) => cents / 100;

describe('the fees and services of the demo sites', () => {
  it('gives most sites a valid fee split inside their dates, with the formula settings', () => {
    for (const data of [small, larger]) {
      const withSplit = data.sites.filter((site) => site.feeSplitEndDate !== null);
      expect(withSplit.length / data.sites.length).toBeGreaterThan(0.8);
      for (const site of withSplit) {
        const items = data.siteFeePeriods
          .filter((period) => period.siteCode === site.code)
          .map((period) => ({
            startDate: period.startDate,
            fee: euro(period.feeCents),
            notes: period.notes,
          }));
        const split = { endDate: site.feeSplitEndDate ?? '', items };
        expect(validateFeeSplit(split, { from: site.dateFrom, to: site.dateTo, of: 'site' })).toEqual([]);
        expect(site.feeFormula).not.toBeNull();
        expect([5, 6, 7]).toContain(site.weekLength);
      }
    }
  });

  it('gives sites two to five services inside their dates, each fee split valid', () => {
    for (const site of larger.sites) {
      const services = larger.siteServices.filter((service) => service.siteCode === site.code);
      if (services.length === 0) continue;
      expect(services.length).toBeGreaterThanOrEqual(2);
      expect(services.length).toBeLessThanOrEqual(5);
      for (const service of services) {
        expect(service.dateFrom >= site.dateFrom && service.dateTo <= site.dateTo).toBe(true);
        if (service.feeSplitEndDate === null) continue;
        const items = larger.siteServiceFeePeriods
          .filter((period) => period.siteServiceId === service.id)
          .map((period) => ({
            startDate: period.startDate,
            fee: euro(period.feeCents),
            notes: period.notes,
          }));
        const bounds = { from: service.dateFrom, to: service.dateTo, of: 'service' as const };
        expect(validateFeeSplit({ endDate: service.feeSplitEndDate, items }, bounds)).toEqual([]);
      }
    }
  });

  it('names the last service of every site that was served', () => {
    for (const site of small.sites) {
      const hasServices = small.siteServices.some((service) => service.siteCode === site.code);
      expect(site.lastServiceName !== null).toBe(site.lastServiceDay !== null && hasServices);
    }
  });

  it('leaves the three publishing warnings on published sites of the fixed customers', () => {
    const rho = siteNamed(small, 'Casa della Comunità di Rho');
    expect(rho.published).toBe(true);
    expect(rho.feeFormula).toBeNull();
    expect(small.siteFeePeriods.some((period) => period.siteCode === rho.code)).toBe(false);
    const lodi = siteNamed(small, 'Filiale di Lodi');
    expect(small.siteServices.some((service) => service.siteCode === lodi.code)).toBe(false);
    const glass = siteNamed(small, 'Centro servizi di Brescia – vetrate');
    const jobOrder = small.jobOrders.find((candidate) => candidate.id === glass.jobOrderId);
    expect(glass.dateTo > (jobOrder?.dateTo ?? '')).toBe(true);
  });

  it('is the same for the fixed customers at every scale', () => {
    const fixedCodes = new Set(small.sites.map((site) => site.code));
    expect(larger.sites.slice(0, small.sites.length)).toEqual(small.sites);
    expect(larger.siteFeePeriods.filter((period) => fixedCodes.has(period.siteCode))).toEqual(
      small.siteFeePeriods,
    );
    expect(larger.siteServices.slice(0, small.siteServices.length)).toEqual(small.siteServices);
    expect(larger.contacts.slice(0, 10)).toEqual(small.contacts.slice(0, 10));
  });
});

describe('the contacts, documents and ATI managers of the demo data', () => {
  it('has role categories and roles answering up a chain', () => {
    expect(small.contactRoleCategories.map((category) => category.name)).toEqual([
      'Direzione',
      'Operativo',
      'Amministrazione',
      'Qualità e sicurezza',
    ]);
    const roles = new Map(small.contactRoles.map((role) => [role.id, role]));
    const chain: string[] = [];
    for (
      let role = roles.get(contactRoleIds.siteManager);
      role;
      role = roles.get(role.respondsToRoleId ?? 0)
    ) {
      chain.push(role.name);
    }
    expect(chain).toEqual([
      'Capo cantiere',
      'Coordinatore dei servizi',
      'Direttore di commessa',
      'Responsabile di area',
    ]);
    expect(small.contactRoles.filter((role) => role.handleTickets).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every site a site manager whose superior is a contact of its job order', () => {
    const contactIds = new Set(small.contacts.map((contact) => contact.id));
    for (const site of small.sites) {
      const [association] = small.contactAssociations.filter((row) => row.siteCode === site.code);
      expect(association?.roleId).toBe(contactRoleIds.siteManager);
      const superior = small.contactAssociations.find(
        (row) =>
          row.jobOrderId === site.jobOrderId &&
          row.siteCode === null &&
          row.contactId === association?.superiorContactId,
      );
      expect(superior?.roleId).toBe(contactRoleIds.coordinator);
    }
    expect(small.contactAssociations.every((row) => contactIds.has(row.contactId))).toBe(true);
    expect(new Set(small.contacts.map((contact) => contact.email)).size).toBe(small.contacts.length);
  });

  it('has documents for every site, some shared by two sites, some outdated', () => {
    for (const site of small.sites) {
      expect(small.documentAssociations.some((row) => row.siteCode === site.code)).toBe(true);
    }
    expect(new Set(larger.documents.map((document) => document.id)).size).toBe(larger.documents.length);
    const perDocument = new Map<string, number>();
    for (const row of larger.documentAssociations)
      perDocument.set(row.documentId, (perDocument.get(row.documentId) ?? 0) + 1);
    expect([...perDocument.values()].some((count) => count === 2)).toBe(true);
    expect(small.documents.some((document) => document.outdated)).toBe(true);
  });

  it('keeps older versions in their series, outdated, and gives documents of every category each validity', () => {
    const data = small;
    for (const document of data.documents.filter((row) => row.outdated)) {
      const next = data.documents.find(
        (row) => row.seriesId === document.seriesId && row.version === document.version + 1,
      );
      expect(next?.createdAt.getTime()).toBeGreaterThan(document.createdAt.getTime());
    }
    expect(data.documents.filter((row) => row.version === 2 && !row.outdated).length).toBeGreaterThan(0);
    const categories = new Set(data.documents.map((row) => row.category));
    expect([...categories].sort()).toEqual(
      ['certification', 'duvri', 'durc', 'minutes', 'pos', 'report', 'safety-data-sheet'].sort(),
    );
    const latest = data.documents.filter((row) => !row.outdated && row.validUntil !== null);
    const soon = '2026-04-14';
    expect(latest.some((row) => (row.validUntil ?? '') < today)).toBe(true);
    expect(latest.some((row) => (row.validUntil ?? '') >= today && (row.validUntil ?? '') <= soon)).toBe(
      true,
    );
    expect(latest.some((row) => (row.validUntil ?? '') > soon)).toBe(true);
    expect(data.documents.some((row) => row.validUntil === null)).toBe(true);
    expect(new Set(data.jobOrderRequiredCategories.map((row) => row.jobOrderId)).size).toBe(
      data.jobOrders.length,
    );
    // Every notice already sent is for a latest version ending within 30 days.
    const byId = new Map(data.documents.map((row) => [row.id, row]));
    for (const notice of data.documentExpiryNotices) {
      expect(byId.get(notice.documentId)?.validUntil).toBe(notice.validUntil);
      expect(notice.validUntil >= today && notice.validUntil <= soon).toBe(true);
    }
  });

  it('has managers for the ATI, two on each of its sites', () => {
    const managers = small.atiManagers.filter((manager) => manager.atiGroupId === 1);
    expect(managers.length).toBeGreaterThanOrEqual(3);
    const atiJobOrders = new Set(small.jobOrders.filter((row) => row.atiGroupId === 1).map((row) => row.id));
    for (const site of small.sites.filter((row) => atiJobOrders.has(row.jobOrderId))) {
      expect(small.atiManagerSites.filter((row) => row.siteCode === site.code)).toHaveLength(2);
    }
  });
});
