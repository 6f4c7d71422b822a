import { Alert, Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { contactRoleCategoryFieldsSchema, type ContactRoleCategoryWithRoles } from '@portale/shared';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { operationErrorMessage } from '../../lib/operation-error-message.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useContactsAdminActions } from './api/contacts-admin-api.ts';
import { roleErrors } from './contacts-admin-words.ts';

/** «Nuova categoria» and «Modifica categoria»: a group of roles and its place in the order. */
export function CategoryFormDialog({
  opened,
  category,
  onClose,
}: {
  opened: boolean;
  category: ContactRoleCategoryWithRoles | null;
  onClose: () => void;
}) {
  const { saveCategory } = useContactsAdminActions();
  const {
    formRef,
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
  } = useCheckedForm(contactRoleCategoryFieldsSchema, {
    values: category ? { name: category.name, priority: category.priority } : { name: '', priority: 1 },
  });
  const close = () => {
    saveCategory.reset();
    onClose();
  };
  const submit = handleSubmit((body) =>
    saveCategory
      .mutateAsync({ ...(category && { categoryId: category.contactRoleCategoryId }), body })
      .then(close, () => undefined),
  );
  return (
    <FormDialog
      opened={opened}
      onClose={close}
      dirty={isDirty}
      title={category ? 'Modifica categoria' : 'Nuova categoria'}
      centered
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
          <Controller
            control={control}
            name="priority"
            render={({ field }) => (
              <NumberInput
                ref={field.ref}
                label="Priorità"
                description="Le categorie con i numeri più bassi vengono prima nella pagina dei contatti"
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
          {saveCategory.isError && (
            <Alert color="red" variant="light" role="alert">
              {operationErrorMessage(saveCategory.error, roleErrors)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Annulla
            </Button>
            <Button type="submit" loading={saveCategory.isPending}>
              {category ? 'Salva' : 'Crea la categoria'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
