import { Alert, Button, Group, Stack } from '@mantine/core';
import {
  newContactAssociationSchema,
  type ContactRoleCategoryWithRoles,
  type NewContactAssociationInput,
} from '@portale/shared';
import { Controller } from 'react-hook-form';
import { CustomerPicker } from '../../lib/customer-picker.tsx';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { serverFieldErrors } from '../../lib/form-errors.ts';
import { operationErrorMessage } from '../../lib/operation-error-message.ts';
import { SitePicker } from '../../lib/site-picker.tsx';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useContactsAdminActions } from './api/contacts-admin-api.ts';
import { ContactPicker, customerSitesQuery, JobOrderPicker, RolePicker } from './association-pickers.tsx';
import { associationErrors } from './contacts-admin-words.ts';

const fieldNames = [
  'customerCode',
  'jobOrderId',
  'siteCode',
  'contactId',
  'roleId',
  'superiorContactId',
] as const;
type FieldName = (typeof fieldNames)[number];

/** «Nuova associazione»: a person in a role for a customer, one of its job orders or one of its sites. */
export function AssociationFormDialog({
  opened,
  categories,
  customerCode,
  onClose,
}: {
  opened: boolean;
  categories: readonly ContactRoleCategoryWithRoles[];
  /** The customer of the list's filter, chosen already. */
  customerCode: string | undefined;
  onClose: () => void;
}) {
  const { createAssociation } = useContactsAdminActions();
  const empty = {
    customerCode: customerCode ?? '',
    jobOrderId: null,
    siteCode: null,
    contactId: 0,
    roleId: 0,
    superiorContactId: null,
  } satisfies NewContactAssociationInput;
  const {
    formRef,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    formState: { errors, isDirty },
  } = useCheckedForm(newContactAssociationSchema, { values: empty });
  const [customer, jobOrderId] = watch(['customerCode', 'jobOrderId']);
  const close = () => {
    createAssociation.reset();
    reset(empty);
    onClose();
  };
  const submit = handleSubmit(async (body) => {
    try {
      await createAssociation.mutateAsync(body);
      close();
    } catch (error) {
      const { placed } = serverFieldErrors(error, (path) => {
        const name = path.replace(/^body\./, '');
        return (fieldNames as readonly string[]).includes(name) ? name : null;
      });
      for (const field of placed) setError(field.name as FieldName, { message: field.message });
    }
  });
  const refused = createAssociation.isError;
  return (
    <FormDialog
      opened={opened}
      onClose={close}
      dirty={isDirty}
      title="Nuova associazione"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Controller
            control={control}
            name="customerCode"
            render={({ field }) => (
              <CustomerPicker
                ref={field.ref}
                required
                placeholder="Scegli il cliente"
                value={field.value || undefined}
                onChange={(code) => {
                  field.onChange(code ?? '');
                  setValue('jobOrderId', null);
                  setValue('siteCode', null);
                }}
                error={errors.customerCode?.message}
                w="100%"
              />
            )}
          />
          <Controller
            control={control}
            name="jobOrderId"
            render={({ field }) => (
              <JobOrderPicker
                customerCode={customer || undefined}
                placeholder="Tutto il cliente"
                value={field.value ?? undefined}
                onChange={(value) => {
                  field.onChange(value ?? null);
                  setValue('siteCode', null);
                }}
                error={errors.jobOrderId?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="siteCode"
            render={({ field }) => (
              <SitePicker
                siteCode={field.value ?? undefined}
                onChange={(value) => field.onChange(value ?? null)}
                query={customerSitesQuery(customer ?? '', jobOrderId ?? undefined)}
                clearable
                disabled={!customer}
                placeholder={customer ? 'Tutte le ubicazioni' : 'Scegli prima il cliente'}
                error={errors.siteCode?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="contactId"
            render={({ field }) => (
              <ContactPicker
                ref={field.ref}
                label="Persona"
                required
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? 0)}
                error={errors.contactId ? 'Scegli la persona' : undefined}
              />
            )}
          />
          <Controller
            control={control}
            name="roleId"
            render={({ field }) => (
              <RolePicker
                ref={field.ref}
                categories={categories}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? 0)}
                error={errors.roleId ? 'Scegli il ruolo' : undefined}
              />
            )}
          />
          <Controller
            control={control}
            name="superiorContactId"
            render={({ field }) => (
              <ContactPicker
                ref={field.ref}
                label="Superiore"
                description="La persona a cui risponde qui; facoltativo"
                placeholder="Nessuno"
                value={field.value ?? null}
                onChange={field.onChange}
                error={errors.superiorContactId?.message}
              />
            )}
          />
          {refused && (
            <Alert color="red" variant="light" role="alert">
              {operationErrorMessage(createAssociation.error, associationErrors)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Annulla
            </Button>
            <Button type="submit" loading={createAssociation.isPending}>
              Crea l’associazione
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
