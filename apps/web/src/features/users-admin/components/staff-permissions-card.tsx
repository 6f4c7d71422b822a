import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { backOfficePermissionsSchema, type UserDetails } from '@portale/shared';
import { Controller } from 'react-hook-form';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useSetBackOfficePermissions } from '../api/set-back-office-permissions.ts';
import { backOfficePermissionOptions } from '../role-options.ts';
import { userAdminErrorMessage } from '../user-admin-errors.ts';
import { usePermissionLockReason } from '../use-permission-lock-reason.ts';
import { savePermissions } from '../save-permissions.ts';
import { PermissionCheckboxes } from './permission-checkboxes.tsx';

type StaffPermissionsCardProps = {
  user: UserDetails;
  /** The signed-in user's own account: the API refuses changes to one's own permissions. */
  isOwnAccount: boolean;
};

/** A staff user's back-office permissions (PUT /user/updatebackoffice/{id}). */
export function StaffPermissionsCard({ user, isOwnAccount }: StaffPermissionsCardProps) {
  const setPermissions = useSetBackOfficePermissions(user.id);
  const lockReason = usePermissionLockReason();
  const { formRef, control, handleSubmit, reset, formState } = useCheckedForm(backOfficePermissionsSchema, {
    defaultValues: { backOfficePermissions: user.permissionsRoleClaim },
  });

  const submit = handleSubmit(async (values) => {
    const save = () => setPermissions.mutateAsync(values.backOfficePermissions);
    if (await savePermissions(save, user.username)) reset(values);
  });

  return (
    <Card withBorder padding="lg">
      <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="staff-permissions-title">
        <Stack gap="lg">
          <Title order={2} size="h4" id="staff-permissions-title">
            Permessi di back office
          </Title>
          <Controller
            control={control}
            name="backOfficePermissions"
            render={({ field }) => (
              <PermissionCheckboxes
                label="Permessi"
                description={
                  isOwnAccount
                    ? 'Non puoi cambiare i permessi del tuo account: chiedilo a un altro amministratore.'
                    : 'Puoi assegnare o togliere solo i permessi che hai anche tu.'
                }
                options={backOfficePermissionOptions}
                value={field.value}
                onChange={field.onChange}
                lockedReason={lockReason}
                disabled={isOwnAccount}
              />
            )}
          />
          {setPermissions.isError && (
            <Alert color="red" variant="light" role="alert">
              {userAdminErrorMessage(setPermissions.error)}
            </Alert>
          )}
          {!isOwnAccount && (
            <Group>
              <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
                Salva i permessi
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
