import type { AtiManager } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { filterAtiManagers } from './ati-manager-filter.ts';

const manager = (
  id: number,
  name: string,
  companyName: string,
  sites: string[],
  city: string,
): AtiManager => ({
  managerId: id,
  name,
  surname: 'Rossi',
  companyName,
  role: 'Referente operativo',
  email: null,
  phone: null,
  sites: sites.map((siteName, index) => ({ siteCode: `UB${id}${index}`, siteName, city })),
});

const managers = [
  manager(1, 'Nicolò', 'Eco Clean Italia S.r.l.', ['Casa della Comunità di Como'], 'Como'),
  // Written without its accent, as older registries do.
  manager(2, 'Anna', 'Nuova Igiene Societa Cooperativa', ['Poliambulatorio di Varese'], 'Varese'),
];

describe('filterAtiManagers', () => {
  it('keeps everyone for an empty search', () => {
    expect(filterAtiManagers(managers, '  ')).toHaveLength(2);
  });

  it('matches every word, ignoring case and accents, in names, companies and sites', () => {
    expect(filterAtiManagers(managers, 'nicolo').map((m) => m.managerId)).toEqual([1]);
    expect(filterAtiManagers(managers, 'igiene varese').map((m) => m.managerId)).toEqual([2]);
    expect(filterAtiManagers(managers, 'comunita').map((m) => m.managerId)).toEqual([1]);
    expect(filterAtiManagers(managers, 'società').map((m) => m.managerId)).toEqual([2]);
    expect(filterAtiManagers(managers, 'igiene como')).toEqual([]);
  });
});
