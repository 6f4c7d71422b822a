import { CustomerSubRole } from '@portale/shared';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { menuEntries, visibleMenuEntries, type MenuEntry } from './menu-entries.ts';

const entry = (label: string, subRoles: MenuEntry['subRoles']): MenuEntry => ({
  to: '/dashboard',
  label,
  icon: IconLayoutDashboard,
  subRoles,
});

describe('visibleMenuEntries', () => {
  const entries = [
    entry('Dashboard', []),
    entry('Ubicazioni', [CustomerSubRole.site]),
    entry('Segnalazioni', [CustomerSubRole.communications, CustomerSubRole.communicationsAllTickets]),
  ];

  it('shows entries without requirements to everyone', () => {
    expect(visibleMenuEntries(entries, []).map((e) => e.label)).toEqual(['Dashboard']);
  });

  it('shows an entry when the user holds any one of its sub-roles, keeping the order', () => {
    const labels = visibleMenuEntries(entries, [
      CustomerSubRole.communicationsAllTickets,
      CustomerSubRole.site,
    ]);
    expect(labels.map((e) => e.label)).toEqual(['Dashboard', 'Ubicazioni', 'Segnalazioni']);
  });

  it('starts with the dashboard, open to every signed-in user', () => {
    expect(menuEntries[0]).toMatchObject({ to: '/dashboard', label: 'Dashboard', subRoles: [] });
  });
});
