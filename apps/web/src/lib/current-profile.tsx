import type { Profile } from '@portale/shared';
import { createContext, use, type ReactNode } from 'react';

const CurrentProfileContext = createContext<Profile | null>(null);

/** The query key of the signed-in user's profile: a feature that changes the profile invalidates it. */
export const profileQueryKey = ['session', 'me'] as const;

/** Set by the shell, which owns the profile query, so that every feature can read the signed-in user. */
export function CurrentProfileProvider({ profile, children }: { profile: Profile; children: ReactNode }) {
  return <CurrentProfileContext value={profile}>{children}</CurrentProfileContext>;
}

export function useCurrentProfile(): Profile {
  const profile = use(CurrentProfileContext);
  if (!profile) throw new Error('useCurrentProfile is only available inside the signed-in shell');
  return profile;
}
