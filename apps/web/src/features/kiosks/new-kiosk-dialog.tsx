import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { newKioskSchema, type KioskWithKey } from '@portale/shared';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { useKioskActions, useKioskRooms } from './api/kiosks-api.ts';

/** «Nuovo chiosco» of a site: a name and, if chosen, the room of the registry it stands in. */
export function NewKioskDialog({
  siteCode,
  opened,
  onClose,
  onCreated,
}: {
  siteCode: string;
  opened: boolean;
  onClose: () => void;
  onCreated: (issued: KioskWithKey) => void;
}) {
  const [name, setName] = useState('');
  const [roomId, setRoomId] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const rooms = useKioskRooms(opened ? siteCode : undefined);
  const { create } = useKioskActions();
  const close = () => {
    setName('');
    setRoomId(null);
    setNameError(null);
    create.reset();
    onClose();
  };
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = newKioskSchema.safeParse({
      siteCode,
      name,
      roomId: roomId === null ? null : Number(roomId),
    });
    if (!parsed.success) {
      setNameError('Campo richiesto');
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
      dirty={name !== '' || roomId !== null}
      title="Nuovo chiosco"
      centered
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            name="name"
            label="Nome"
            description="Come lo riconoscono i clienti, per esempio «Ingresso principale»"
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
          <Select
            label="Locale"
            description="Facoltativo: il locale dell’anagrafica in cui si trova"
            placeholder={rooms.isPending ? 'Caricamento dei locali…' : 'Nessun locale'}
            searchable
            clearable
            data={(rooms.data?.rooms ?? []).map((room) => ({
              value: String(room.roomId),
              label: `${room.identifier} · ${room.name}`,
            }))}
            value={roomId}
            onChange={setRoomId}
            styles={{ options: { maxHeight: 220, overflowY: 'auto' } }}
          />
          {create.isError && (
            <Alert color="red" variant="light" role="alert">
              {apiErrorMessage(create.error, {
                404: 'Ubicazione non trovata.',
                400: 'Il locale non è dell’ubicazione.',
              })}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Annulla
            </Button>
            <Button type="submit" loading={create.isPending}>
              Crea il chiosco
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
