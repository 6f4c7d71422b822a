import { Anchor, Center, Grid, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { useUserDetails } from './api/user-details.ts';
import { AccountCard } from './components/account-card.tsx';
import { CustomerAccessCard } from './components/customer-access-card.tsx';
import { StaffPermissionsCard } from './components/staff-permissions-card.tsx';
import { UserLinkActions } from './components/user-link-actions.tsx';
import { UserStatusActions } from './components/user-status-actions.tsx';
import { UserSummary } from './components/user-summary.tsx';
import { userAdminErrorMessage } from './user-admin-errors.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { linkLeadsNowhere, MissingItem } from '../../lib/missing-item.tsx';

const route = getRouteApi('/protected/clients-users/backoffice/users/$userId');

/** Back office (/backoffice/users/{id}): a user's account, permissions, sites, state and links. */
export function UserDetailsPage() {
  const { userId } = route.useParams();
  const profile = useCurrentProfile();
  const details = useUserDetails(userId);

  const backLink = (
    <Anchor component={Link} to="/backoffice/users" size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Utenti
    </Anchor>
  );

  if (details.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Caricamento dell’utente" />
      </Center>
    );
  }
  if (details.isError) {
    return (
      <Stack gap="lg">
        {backLink}
        {linkLeadsNowhere(details.error) ? (
          <MissingItem title="Utente non trovato">
            Il collegamento non porta a nessun utente: l’indirizzo è incompleto, oppure l’utente è stato
            eliminato.
          </MissingItem>
        ) : (
          <LoadError title="Utente non caricato" query={details}>
            {userAdminErrorMessage(details.error)}
          </LoadError>
        )}
      </Stack>
    );
  }

  const user = details.data;
  const isOwnAccount = user.id === profile.id;
  return (
    <Stack gap="lg">
      {backLink}
      <UserSummary user={user} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            {/* Keyed by user: opening another user starts the forms again from their values. */}
            <AccountCard key={user.id} user={user} />
            {user.isExternal ? (
              <CustomerAccessCard key={user.id} user={user} />
            ) : (
              <StaffPermissionsCard key={user.id} user={user} isOwnAccount={isOwnAccount} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <UserStatusActions user={user} isOwnAccount={isOwnAccount} />
            <UserLinkActions key={user.id} user={user} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
