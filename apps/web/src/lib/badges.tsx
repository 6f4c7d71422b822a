import type { BadgeId, Profile } from '@portale/shared';
import { createContext, use, type ReactNode } from 'react';

/** The badges with a count of their own; transmissions is tickets + communications. */
export type CountedBadgeId = Exclude<BadgeId, 'transmissions'>;

const profileField = {
  documents: 'newDocuments',
  tickets: 'newTickets',
  communications: 'newCommunications',
  billing: 'newBillingDocuments',
} as const satisfies Record<CountedBadgeId, keyof Profile>;

/** A count as the menu shows it: 0 (or less) is no badge at all. */
const shown = (count: number): number | null => (count > 0 ? count : null);

/** Every badge from the profile's counts (SPEC.md section 4: transmissions = tickets + communications). */
export function badgesOf(profile: Profile): Record<BadgeId, number | null> {
  return {
    documents: shown(profile.newDocuments),
    tickets: shown(profile.newTickets),
    communications: shown(profile.newCommunications),
    transmissions: shown(Math.max(0, profile.newTickets) + Math.max(0, profile.newCommunications)),
    billing: shown(profile.newBillingDocuments),
  };
}

/** The profile with one badge lowered by one, never below 0 (transmissions follows its two parts). */
export function decreaseBadge(profile: Profile, badge: CountedBadgeId): Profile {
  const field = profileField[badge];
  return { ...profile, [field]: Math.max(0, profile[field] - 1) };
}

type BadgeActions = { decrease: (badge: CountedBadgeId) => void };

const BadgeActionsContext = createContext<BadgeActions | null>(null);

/** Set by the shell, which owns the profile: a page that opens something new lowers its badge. */
export function BadgeActionsProvider({ actions, children }: { actions: BadgeActions; children: ReactNode }) {
  return <BadgeActionsContext value={actions}>{children}</BadgeActionsContext>;
}

export function useDecreaseBadge(): (badge: CountedBadgeId) => void {
  const actions = use(BadgeActionsContext);
  if (!actions) throw new Error('useDecreaseBadge is only available inside the signed-in shell');
  return actions.decrease;
}
