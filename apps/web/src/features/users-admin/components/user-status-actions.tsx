import { Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UserDetails } from '@portale/shared';
import { IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useDeleteUser } from '../api/delete-user.ts';
import { useSetUserStatus } from '../api/set-user-status.ts';
import { ConfirmActionButton } from './confirm-action-button.tsx';

type UserStatusActionsProps = {
  user: UserDetails;
  /** One's own account cannot be disabled or deleted. */
  isOwnAccount: boolean;
};

/** Enable or disable the account, or delete it: each asks for confirmation first. */
export function UserStatusActions({ user, isOwnAccount }: UserStatusActionsProps) {
  const navigate = useNavigate();
  const setStatus = useSetUserStatus(user.id);
  const deleteUser = useDeleteUser(user.id);

  const toggleStatus = async () => {
    await setStatus.mutateAsync(!user.isEnabled);
    notifications.show({
      color: 'teal',
      title: user.isEnabled ? 'Utente disabilitato' : 'Utente abilitato',
      message: user.isEnabled
        ? `${user.username} non può più accedere al portale.`
        : `${user.username} può di nuovo accedere al portale.`,
    });
  };
  const remove = async () => {
    await deleteUser.mutateAsync();
    notifications.show({
      color: 'teal',
      title: 'Utente eliminato',
      message: `${user.username} è stato eliminato.`,
    });
    await navigate({ to: '/backoffice/users' });
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Accesso al portale
        </Title>
        {isOwnAccount ? (
          <Text size="sm" c="dimmed">
            È il tuo account: non puoi disabilitarlo né eliminarlo.
          </Text>
        ) : (
          <Stack gap="sm" align="flex-start">
            {user.isEnabled ? (
              <ConfirmActionButton
                label="Disabilita l’utente"
                leftSection={<IconLock size={18} aria-hidden />}
                color="orange"
                title="Disabilitare l’utente?"
                message={`${user.firstName} ${user.surname} (${user.username}) perderà subito l’accesso: le sue sessioni verranno chiuse e non potrà entrare finché non riabiliterai l’account.`}
                confirmLabel="Disabilita"
                onConfirm={toggleStatus}
              />
            ) : (
              <ConfirmActionButton
                label="Abilita l’utente"
                leftSection={<IconLockOpen size={18} aria-hidden />}
                color="teal"
                title="Abilitare l’utente?"
                message={`${user.firstName} ${user.surname} (${user.username}) potrà di nuovo accedere al portale.`}
                confirmLabel="Abilita"
                onConfirm={toggleStatus}
              />
            )}
            <ConfirmActionButton
              label="Elimina l’utente"
              leftSection={<IconTrash size={18} aria-hidden />}
              color="red"
              variant="subtle"
              title="Eliminare l’utente?"
              message={`L’account di ${user.firstName} ${user.surname} (${user.username}) verrà eliminato con le sue sessioni. L’operazione non si può annullare.`}
              confirmLabel="Elimina definitivamente"
              onConfirm={remove}
            />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
