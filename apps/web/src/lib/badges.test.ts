import type { Profile } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { badgesOf, decreaseBadge } from './badges.tsx';

const profile = (counts: Partial<Profile>): Profile => ({
  id: 'u1',
  username: 'cliente.demo',
  firstName: 'Giulia',
  lastName: 'Bianchi',
  roles: ['customer'],
  isAuthenticated: true,
  profile: { emailConfirmed: true, companyName: 'Azienda' },
  newDocuments: 0,
  newBillingDocuments: 0,
  newTickets: 0,
  newCommunications: 0,
  hasNotifications: false,
  ati: { isAti: false, image: null, atiName: null },
  customerSubRoles: [],
  backOfficeSubRoles: [],
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
  impersonatedBy: null,
  impersonationEndsAt: null,
  ...counts,
});

describe('badgesOf', () => {
  it('shows 0 as no badge', () => {
    expect(badgesOf(profile({}))).toEqual({
      documents: null,
      tickets: null,
      communications: null,
      transmissions: null,
      billing: null,
    });
  });

  it('adds tickets and communications into transmissions', () => {
    const badges = badgesOf(
      profile({ newTickets: 2, newCommunications: 3, newDocuments: 1, newBillingDocuments: 4 }),
    );
    expect(badges).toEqual({ documents: 1, tickets: 2, communications: 3, transmissions: 5, billing: 4 });
    expect(badgesOf(profile({ newCommunications: 1 })).transmissions).toBe(1);
  });
});

describe('decreaseBadge', () => {
  it('lowers a badge by one and never below 0', () => {
    const once = decreaseBadge(profile({ newDocuments: 1 }), 'documents');
    expect(once.newDocuments).toBe(0);
    expect(badgesOf(once).documents).toBeNull();
    expect(decreaseBadge(once, 'documents').newDocuments).toBe(0);
  });

  it('lowers transmissions with either of its parts', () => {
    const lowered = decreaseBadge(profile({ newTickets: 1, newCommunications: 2 }), 'tickets');
    expect(badgesOf(lowered)).toMatchObject({ tickets: null, communications: 2, transmissions: 2 });
  });
});
