import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import type { UserDetails } from '@portale/shared';
import { Controller, useWatch } from 'react-hook-form';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useSetCustomerPermissions } from '../api/set-customer-permissions.ts';
import { customerSubRoleOptions } from '../role-options.ts';
import { userAdminErrorMessage } from '../user-admin-errors.ts';
import { customerAccessFormSchema, type CustomerAccessFormValues } from '../user-form-schemas.ts';
import { savePermissions } from '../save-permissions.ts';
import { PermissionCheckboxes } from './permission-checkboxes.tsx';
import { SiteAccessFields } from './site-access-fields.tsx';

const valuesOf = (user: UserDetails): CustomerAccessFormValues => ({
  customerSubRoles: user.permissionsRoleClaim,
  limitedToSites: user.limitedToSites,
  siteCodes: user.sites.map((site) => site.siteCode),
});

/** A customer user's sub-roles and the sites they see (PUT /user/{id}/permissions). */
export function CustomerAccessCard({ user }: { user: UserDetails }) {
  const setPermissions = useSetCustomerPermissions(user.id);
  const { formRef, control, handleSubmit, reset, setValue, formState } = useCheckedForm(
    customerAccessFormSchema,
    {
      defaultValues: valuesOf(user),
    },
  );
  const limitedToSites = useWatch({ control, name: 'limitedToSites' });

  const submit = handleSubmit(async (values) => {
    const body = { ...values, siteCodes: values.limitedToSites ? values.siteCodes : [] };
    if (await savePermissions(() => setPermissions.mutateAsync(body), user.username)) reset(body);
  });

  return (
    <Card withBorder padding="lg">
      <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="customer-access-title">
        <Stack gap="lg">
          <Title order={2} size="h4" id="customer-access-title">
            Permessi e ubicazioni
          </Title>
          <Controller
            control={control}
            name="customerSubRoles"
            render={({ field }) => (
              <PermissionCheckboxes
                label="Permessi del cliente"
                description="Le aree del portale che l’utente può aprire."
                options={customerSubRoleOptions}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="siteCodes"
            render={({ field, fieldState }) => (
              <SiteAccessFields
                customerCode={user.customerCode ?? ''}
                limitedToSites={limitedToSites}
                onLimitedToSitesChange={(limited) =>
                  setValue('limitedToSites', limited, { shouldDirty: true })
                }
                sitesRef={field.ref}
                siteCodes={field.value ?? []}
                onSiteCodesChange={field.onChange}
                chosenSites={user.sites}
                error={fieldState.error?.message}
              />
            )}
          />
          {setPermissions.isError && (
            <Alert color="red" variant="light" role="alert">
              {userAdminErrorMessage(setPermissions.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
              Salva permessi e ubicazioni
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
