import { describe, expect, it } from 'vitest';
import { areaTables } from './areas.ts';

/** Every rule of the table as `area.rule: customer sub-roles | staff permissions`, by number. */
const rulesOfTable = () =>
  Object.fromEntries(
    Object.entries(areaTables).flatMap(([area, table]) =>
      Object.entries(table.rules).map(([name, rule]) => [
        `${area}.${name}`,
        `${String(rule.customerSubRoles)} | ${String(rule.staffPermissions)}`,
      ]),
    ),
  );

describe('the authorisation table', () => {
  it('gives each part of each area the sub-roles of SPEC.md section 6 and the staff permissions chosen', () => {
    expect(
      rulesOfTable(),
      'every rule of every area, pinned: a new area (access/areas.ts) or rule adds its lines here, ' +
        'with the sub-roles of SPEC.md section 6 and the staff permissions chosen',
    ).toEqual({
      'dashboard.page': 'every | every',
      'sites.list': '0 | ',
      'sites.detail': '0 | 4,12',
      'sites.documents': '5 | 4,6',
      'sites.contacts': '7 | 4,14',
      'sites.jobOrders': 'every | ',
      'sites.pickers': '0,6,14,7,5,12,8,10,11 | 0,1,2,3,4,5,6,7,8,10,12,13,14,17,18',
      'sites.backOffice': ' | 4,12',
      'sites.publishing': ' | 4',
      'sites.services': ' | 12',
      'planning.servicesPage': '1 | ',
      'planning.planPage': '2 | ',
      'planning.services': '1 | 12',
      'planning.plan': '2 | 12',
      'planning.feed': '2 | ',
      'planning.manage': ' | 12',
      'documents.read': '5 | 6',
      'documents.list': '5 | ',
      'documents.publish': ' | 6',
      'tickets.read': '6,14 | 5',
      'tickets.open': '6 | ',
      'messages.read': '6,14 | 7',
      'contacts.read': '7 | ',
      'atiManagers.read': 'every | every',
      'billing.read': '13 | 2',
      'billing.list': '13 | ',
      'billing.publish': ' | 2',
      'realEstate.read': '12 | 4',
      'realEstate.list': '12 | ',
      'realEstate.import': ' | 4',
      'notifications.send': ' | 7',
      'users.administration': ' | 1',
      'audit.read': ' | 1',
      'economics.read': 'every | 18',
      'economics.menu': '16 | 18',
      'economics.addVariation': '16 | 18',
      'economics.deleteVariation': ' | 18',
      'variations.read': '1,12 | ',
      'variations.rooms': '12 | ',
      'variations.services': '1 | ',
      'variations.detail': '1,12 | 18',
      'variations.handle': ' | 18',
      'quality.controls': '8 | 10',
      'quality.read': '8 | ',
      'quality.record': ' | 10',
      'quality.reports': '9 | 10',
      'quality.statisticsPage': '10 | ',
      'quality.statistics': '10 | 10',
      'quality.requestControl': '8 | ',
      'quality.requests': '8 | 8',
      'quality.answerRequests': ' | 8',
      'quality.trend': '8,10 | 10',
      'kiosks.page': '11 | ',
      'kiosks.statistics': '11 | 10',
      'kiosks.manage': ' | 10',
      'employees.page': '3 | ',
      'employees.read': '3 | 13',
      'employees.stampings': '4 | 13',
      'employees.manage': ' | 13',
      'sync.manage': ' | 16',
      'siteEquipments.page': '15 | ',
      'siteEquipments.read': '15 | 17',
      'siteEquipments.manage': ' | 17',
      'customers.customers': ' | 0',
      'customers.jobOrders': ' | 3',
      'news.read': 'every | 9',
      'news.manage': ' | 9',
      'contacts.manage': ' | 14',
    });
  });

  it('gives every menu page a rule of its own area and a target in the portal', () => {
    for (const table of Object.values(areaTables)) {
      const rules: object[] = Object.values(table.rules);
      for (const page of Object.values(table.menu)) {
        expect(rules, page.id).toContain(page.rule);
        expect(page.to, page.id).toMatch(/^\/[a-z]/);
      }
    }
  });
});
