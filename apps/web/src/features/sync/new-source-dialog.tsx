import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { newSyncSourceSchema, type SyncSourceWithKey } from '@portale/shared';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useSyncSourceActions } from './api/sync-api.ts';

/** «Nuova sorgente»: a name for the system that will send data; its key is shown once it is made. */
export function NewSourceDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (issued: SyncSourceWithKey) => void;
}) {
  const {
    formRef,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useCheckedForm(newSyncSourceSchema, { defaultValues: { name: '' } });
  const { create } = useSyncSourceActions();
  const close = () => {
    reset();
    create.reset();
    onClose();
  };
  const submit = handleSubmit((input) =>
    create.mutateAsync(input).then(
      (issued) => {
        close();
        onCreated(issued);
      },
      () => undefined,
    ),
  );
  return (
    <FormDialog
      opened={opened}
      onClose={close}
      dirty={isDirty}
      title="Nuova sorgente"
      centered
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Nome"
            description="Il sistema che invierà i dati, per esempio «Rilevazione presenze» o «Paghe e personale»"
            required
            maxLength={80}
            error={errors.name?.message}
            {...register('name')}
            data-autofocus
          />
          {create.isError && (
            <Alert color="red" variant="light" role="alert">
              {apiErrorMessage(create.error, { 409: 'Esiste già una sorgente con questo nome.' })}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Annulla
            </Button>
            <Button type="submit" loading={create.isPending}>
              Crea la sorgente
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
