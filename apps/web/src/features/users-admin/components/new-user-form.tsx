import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { userKinds, type NewUserResult, type UserKind } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { CustomerPicker } from '../../../lib/customer-picker.tsx';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useCreateUser } from '../api/create-user.ts';
import { roleOptionsOf, userKindLabels } from '../role-options.ts';
import { activationLinkValidity } from '../link-validity.ts';
import { userAdminErrorMessage } from '../user-admin-errors.ts';
import { usePermissionLockReason } from '../use-permission-lock-reason.ts';
import { newUserFormSchema, toNewUserRequest, type NewUserFormValues } from '../user-form-schemas.ts';
import { AccountFieldInputs } from './account-field-inputs.tsx';
import { PermissionCheckboxes } from './permission-checkboxes.tsx';
import { SiteAccessFields } from './site-access-fields.tsx';

const emptyForm: NewUserFormValues = {
  kind: 'customer',
  firstName: '',
  surname: '',
  email: '',
  username: '',
  customerCode: '',
  permissionsRoleClaim: [],
  limitedToSites: false,
  siteCodes: [],
};

type NewUserFormProps = {
  onCreated: (result: NewUserResult, email: string) => void;
};

/** A customer user (customer, sub-roles, sites) or a staff user (back-office permissions). */
export function NewUserForm({ onCreated }: NewUserFormProps) {
  const createUser = useCreateUser();
  const lockReason = usePermissionLockReason();
  const { formRef, ...form } = useCheckedForm(newUserFormSchema, {
    defaultValues: emptyForm,
  });
  const { control, handleSubmit, setValue, formState } = form;
  const [kind, customerCode, limitedToSites] = useWatch({
    control,
    name: ['kind', 'customerCode', 'limitedToSites'],
  });

  const changeKind = (next: UserKind) => {
    setValue('kind', next);
    // Sub-roles and permissions are different numbers: a kind starts with none of the other's.
    setValue('permissionsRoleClaim', []);
  };

  const submit = handleSubmit(async (values) => {
    const result = await createUser.mutateAsync(toNewUserRequest(values)).catch(() => null);
    if (result) onCreated(result, values.email);
  });

  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Nuovo utente">
        <Stack gap="lg">
          <Card withBorder padding="lg">
            <Stack gap="md">
              <SegmentedControl
                aria-label="Tipo di utente"
                data={userKinds.map((value) => ({ value, label: userKindLabels[value] }))}
                value={kind}
                onChange={(value) => changeKind(value as UserKind)}
                fullWidth
                maw={520}
              />
              <AccountFieldInputs />
            </Stack>
          </Card>

          {kind === 'customer' && (
            <Card withBorder padding="lg">
              <Stack gap="md">
                <Title order={2} size="h4">
                  Cliente e ubicazioni
                </Title>
                <Controller
                  control={control}
                  name="customerCode"
                  render={({ field, fieldState }) => (
                    <CustomerPicker
                      ref={field.ref}
                      value={field.value || undefined}
                      onChange={(code) => field.onChange(code ?? '')}
                      required
                      placeholder="Cerca per nome o codice"
                      error={fieldState.error?.message}
                      w={{ base: '100%', sm: 520 }}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="siteCodes"
                  render={({ field, fieldState }) => (
                    <SiteAccessFields
                      customerCode={customerCode ?? ''}
                      limitedToSites={limitedToSites ?? false}
                      onLimitedToSitesChange={(limited) => setValue('limitedToSites', limited)}
                      sitesRef={field.ref}
                      siteCodes={field.value ?? []}
                      onSiteCodesChange={field.onChange}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </Stack>
            </Card>
          )}

          <Card withBorder padding="lg">
            <Controller
              control={control}
              name="permissionsRoleClaim"
              render={({ field }) => (
                <PermissionCheckboxes
                  label={kind === 'customer' ? 'Permessi del cliente' : 'Permessi di back office'}
                  description={
                    kind === 'customer'
                      ? 'Le aree del portale che l’utente può aprire.'
                      : 'Puoi assegnare solo i permessi che hai anche tu.'
                  }
                  options={roleOptionsOf(kind)}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  lockedReason={kind === 'staff' ? lockReason : undefined}
                />
              )}
            />
          </Card>

          {createUser.isError && (
            <Alert color="red" variant="light" role="alert" title="Utente non creato">
              {userAdminErrorMessage(createUser.error)}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={formState.isSubmitting}>
              Crea utente
            </Button>
            <Button component={Link} to="/backoffice/users" variant="default">
              Annulla
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            L’utente riceverà un’email con il link per scegliere la password (il link vale{' '}
            {activationLinkValidity()}).
          </Text>
        </Stack>
      </form>
    </FormProvider>
  );
}
