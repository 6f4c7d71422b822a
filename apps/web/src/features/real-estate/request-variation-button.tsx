import { Button } from '@mantine/core';
import { variationsAccess } from '@portale/shared';
import { IconArrowsExchange } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { profileAllows } from '../../lib/profile-access.ts';

/**
 * «Richiedi variazione»: opens the variation request form preset with the site and the rooms, for users
 * who may ask one for rooms (sub-role real estate registry); nothing for the others (staff included).
 */
export function RequestVariationButton({ siteCode, roomIds }: { siteCode: string; roomIds?: number[] }) {
  const profile = useCurrentProfile();
  if (!profileAllows(profile, variationsAccess.rules.rooms)) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconArrowsExchange size={18} aria-hidden />}
      renderRoot={(props) => <Link {...props} to="/variations/new" search={{ siteCode, roomIds }} />}
    >
      Richiedi variazione
    </Button>
  );
}
