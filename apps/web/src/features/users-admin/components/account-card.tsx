import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UserDetails } from '@portale/shared';
import { FormProvider } from 'react-hook-form';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { userAdminErrorMessage } from '../user-admin-errors.ts';
import { accountFieldsSchema } from '../user-form-schemas.ts';
import { AccountFieldInputs } from './account-field-inputs.tsx';

/** Name, surname, email and username of a user, edited in place (PUT /user/{id}). */
export function AccountCard({ user }: { user: UserDetails }) {
  const updateUser = useUpdateUser(user.id);
  const { formRef, ...form } = useCheckedForm(accountFieldsSchema, {
    defaultValues: {
      firstName: user.firstName,
      surname: user.surname,
      email: user.email,
      username: user.username,
    },
  });
  const { handleSubmit, reset, formState } = form;

  const submit = handleSubmit(async (values) => {
    const saved = await updateUser.mutateAsync(values).catch(() => null);
    if (!saved) return;
    reset({
      firstName: saved.firstName,
      surname: saved.surname,
      email: saved.email,
      username: saved.username,
    });
    notifications.show({
      color: 'teal',
      title: 'Dati salvati',
      message: `L’account di ${saved.username} è stato aggiornato.`,
    });
  });

  return (
    <Card withBorder padding="lg">
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="account-card-title">
          <Stack gap="md">
            <Title order={2} size="h4" id="account-card-title">
              Dati dell’account
            </Title>
            <AccountFieldInputs />
            {updateUser.isError && (
              <Alert color="red" variant="light" role="alert">
                {userAdminErrorMessage(updateUser.error)}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
                Salva i dati
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Card>
  );
}
