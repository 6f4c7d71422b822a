import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { newSyncSourceSchema, type SyncSourceWithKey } from '@portale/shared';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { FormDialog } from '../../lib/form-dialog.tsx';
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
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const { create } = useSyncSourceActions();
  const close = () => {
    setName('');
    setNameError(null);
    create.reset();
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = newSyncSourceSchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(name.trim() === '' ? 'Campo richiesto' : 'Al massimo 80 caratteri');
      event.currentTarget.querySelector<HTMLElement>('input[name="name"]')?.focus();
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (issued) => {
        close();
        onCreated(issued);
      },
    });
  };
  return (
    <FormDialog
      opened={opened}
      onClose={close}
      dirty={name !== ''}
      title="Nuova sorgente"
      centered
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            name="name"
            label="Nome"
            description="Il sistema che invierà i dati, per esempio «Rilevazione presenze» o «Paghe e personale»"
            required
            maxLength={80}
            value={name}
            error={nameError}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
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
