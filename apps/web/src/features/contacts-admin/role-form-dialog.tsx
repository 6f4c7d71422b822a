import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  contactRoleFieldsSchema,
  type ContactRoleCategoryWithRoles,
  type ContactRoleFieldsInput,
} from '@portale/shared';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { serverFieldErrors } from '../../lib/form-errors.ts';
import { operationErrorMessage } from '../../lib/operation-error-message.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useContactsAdminActions } from './api/contacts-admin-api.ts';
import { roleErrors } from './contacts-admin-words.ts';

type Role = ContactRoleCategoryWithRoles['contactRoles'][number];
const fieldNames = ['name', 'priority', 'roleCategoryId', 'handleTickets', 'respondsToRoleId'] as const;
type FieldName = (typeof fieldNames)[number];

/** Where the API's refusal goes: the cycle under «Risponde a», in our words. */
export function roleFieldOf(path: string): FieldName | null {
  const name = path.replace(/^body\./, '');
  return (fieldNames as readonly string[]).includes(name) ? (name as FieldName) : null;
}

/** «Nuovo ruolo» and «Modifica ruolo»: name, category, priority, tickets, and the role it answers to. */
export function RoleFormDialog({
  opened,
  role,
  categoryId,
  categories,
  onClose,
}: {
  opened: boolean;
  role: Role | null;
  /** The category a new role goes in. */
  categoryId: number | null;
  categories: readonly ContactRoleCategoryWithRoles[];
  onClose: () => void;
}) {
  const { saveRole } = useContactsAdminActions();
  const values: ContactRoleFieldsInput = role
    ? {
        name: role.name,
        priority: role.priority,
        roleCategoryId: role.roleCategoryId,
        handleTickets: role.handleTickets,
        respondsToRoleId: role.respondsToRoleId,
      }
    : {
        name: '',
        priority: 1,
        roleCategoryId: categoryId ?? 0,
        handleTickets: false,
        respondsToRoleId: null,
      };
  const {
    formRef,
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useCheckedForm(contactRoleFieldsSchema, { values });
  const close = () => {
    saveRole.reset();
    onClose();
  };
  const submit = handleSubmit(async (body) => {
    try {
      await saveRole.mutateAsync({ ...(role && { roleId: role.contactRoleId }), body });
      close();
    } catch (error) {
      const { placed } = serverFieldErrors(error, roleFieldOf);
      for (const field of placed) {
        const message =
          field.name === 'respondsToRoleId' ? operationErrorMessage(error, roleErrors) : field.message;
        setError(field.name as FieldName, { message });
      }
    }
  });
  const roleOptions = categories.map((category) => ({
    group: category.name,
    items: category.contactRoles
      .filter((other) => other.contactRoleId !== role?.contactRoleId)
      .map((other) => ({ value: String(other.contactRoleId), label: other.name })),
  }));
  const failure = saveRole.isError && !Object.keys(errors).length;
  return (
    <FormDialog
      opened={opened}
      onClose={close}
      dirty={isDirty}
      title={role ? 'Modifica ruolo' : 'Nuovo ruolo'}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Nome"
            required
            maxLength={80}
            error={errors.name?.message}
            {...register('name')}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="roleCategoryId"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  label="Categoria"
                  required
                  allowDeselect={false}
                  data={categories.map((category) => ({
                    value: String(category.contactRoleCategoryId),
                    label: category.name,
                  }))}
                  value={field.value ? String(field.value) : null}
                  onChange={(value) => field.onChange(Number(value))}
                  error={errors.roleCategoryId?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="priority"
              render={({ field }) => (
                <NumberInput
                  ref={field.ref}
                  label="Priorità"
                  description="Prima i numeri più bassi"
                  required
                  min={0}
                  max={999}
                  allowDecimal={false}
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                  error={errors.priority?.message}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="respondsToRoleId"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label="Risponde a"
                description="Il ruolo superiore; nessuno per un ruolo al vertice"
                placeholder="Nessuno"
                clearable
                searchable
                data={roleOptions}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ? Number(value) : null)}
                error={errors.respondsToRoleId?.message}
              />
            )}
          />
          <Checkbox
            label="Gestisce le segnalazioni"
            description="Le nuove segnalazioni di un’ubicazione vanno alla persona con questo ruolo"
            {...register('handleTickets')}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {operationErrorMessage(saveRole.error, roleErrors)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Annulla
            </Button>
            <Button type="submit" loading={saveRole.isPending}>
              {role ? 'Salva' : 'Crea il ruolo'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
