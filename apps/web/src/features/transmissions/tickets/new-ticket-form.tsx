import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  createTicketRequestSchema,
  ticketTypeLabels,
  ticketTypes,
  ticketUrgencies,
  type Attachment,
  type TicketDetail,
} from '@portale/shared';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useCreateTicket } from '../api/create-ticket.ts';
import { useTicketSiteOptions } from '../api/ticket-site-options.ts';
import { AttachmentPicker } from '../attachments/attachment-picker.tsx';
import { transmissionErrorMessage } from '../transmission-errors.ts';
import { siteWithCity } from '../../../lib/site-label.ts';
import type { NewTicketPreset } from './new-ticket-search.ts';
import { urgencyOptionText } from './ticket-urgency-text.ts';

/**
 * What most tickets sent from a phone with a photo are: something to clean or fix. The type stays in
 * sight and one tap changes it; urgency starts at medium.
 */
export const defaultTicketType = 'INTERVENTION_REQUEST' satisfies (typeof ticketTypes)[number];

type NewTicketFormProps = {
  onCreated: (ticket: TicketDetail) => void;
  onCancel: () => void;
  /** What a link filled in (new-ticket-search.ts). */
  preset?: NewTicketPreset;
};

/** The ticket form: what, how urgent, where, and photos or documents. */
export function NewTicketForm({ onCreated, onCancel, preset = {} }: NewTicketFormProps) {
  const [siteSearch, setSiteSearch] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const sites = useTicketSiteOptions(siteSearch, 'newTicket');
  const createTicket = useCreateTicket();
  const {
    formRef,
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useCheckedForm(createTicketRequestSchema, {
    defaultValues: {
      type: preset.type ?? defaultTicketType,
      urgency: 'MEDIUM',
      siteCode: preset.siteCode,
      subject: preset.subject ?? '',
      description: preset.description ?? '',
      room: preset.room ?? '',
      attachmentIds: [],
    },
  });

  // A user who sees one site only has nothing to choose: it is chosen for them.
  const onlySite = !siteSearch && sites.data?.length === 1 ? sites.data[0] : undefined;
  useEffect(() => {
    if (onlySite && !getValues('siteCode')) setValue('siteCode', onlySite.siteCode);
  }, [onlySite, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    const ticket = await createTicket
      .mutateAsync({ ...values, attachmentIds: attachments.map((file) => file.attachmentId) })
      .catch(() => null);
    if (ticket) onCreated(ticket);
  });

  const siteData = (sites.data ?? []).map((site) => ({
    value: site.siteCode,
    label: siteWithCity(site.siteName, site.city),
  }));
  // The site a link chose stays listed under its name, even when the first search does not hold it.
  if (preset.siteCode && preset.siteName && !siteData.some((site) => site.value === preset.siteCode))
    siteData.unshift({ value: preset.siteCode, label: preset.siteName });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Nuova segnalazione">
      <Stack gap="md">
        {createTicket.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {transmissionErrorMessage(createTicket.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label="Tipo"
                placeholder="Scegli il tipo"
                required
                allowDeselect={false}
                data={ticketTypes.map((value) => ({ value, label: ticketTypeLabels[value] }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                error={errors.type?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="urgency"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label="Urgenza"
                required
                allowDeselect={false}
                data={[...ticketUrgencies]
                  .reverse()
                  .map((value) => ({ value, label: urgencyOptionText(value) }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'MEDIUM')}
                error={errors.urgency?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="siteCode"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label="Ubicazione"
              placeholder="Cerca per nome, codice o città"
              required
              searchable
              data={siteData}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onSearchChange={setSiteSearch}
              nothingFoundMessage={sites.isFetching ? 'Ricerca in corso…' : 'Nessuna ubicazione trovata'}
              error={errors.siteCode?.message}
            />
          )}
        />
        <TextInput
          label="Locale"
          description="Facoltativo: piano, stanza o area, per trovare subito il punto"
          placeholder="Es. Piano 2, bagno del corridoio est"
          error={errors.room?.message}
          {...register('room')}
        />
        <TextInput
          label="Oggetto"
          required
          maxLength={150}
          error={errors.subject?.message}
          {...register('subject')}
        />
        <Textarea
          label="Descrizione"
          description="Che cosa succede, da quando, chi è coinvolto"
          required
          autosize
          minRows={4}
          maxLength={5000}
          error={errors.description?.message}
          {...register('description')}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            Foto e documenti
          </Text>
          <AttachmentPicker
            area="tickets"
            value={attachments}
            onChange={setAttachments}
            onBusyChange={setUploading}
          />
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Annulla
          </Button>
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={uploading}
            leftSection={<IconSend size={18} aria-hidden />}
          >
            Invia la segnalazione
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
