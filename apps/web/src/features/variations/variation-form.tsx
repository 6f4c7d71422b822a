import {
  Alert,
  Button,
  Group,
  Loader,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  italianMonthName,
  roomVariationTypeLabels,
  roomVariationTypes,
  serviceVariationTypeLabels,
  serviceVariationTypes,
  variationIssues,
  type VariationRequestInput,
  variationRequestSchema,
  variationsAccess,
  type VariationSiteOption,
} from '@portale/shared';
import { Controller, useWatch } from 'react-hook-form';
import { useMemo, useState } from 'react';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { FormDateField } from '../../lib/form-date-field.tsx';
import { FormDecimalField } from '../../lib/form-decimal-field.tsx';
import { FormNumberSelect } from '../../lib/form-number-select.tsx';
import { serverFieldErrors } from '../../lib/form-errors.ts';
import { formatCents } from '../../lib/format-cents.ts';
import { profileAllows } from '../../lib/profile-access.ts';
import { ResponsiveTable } from '../../lib/responsive-table.tsx';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import {
  fetchRoomFacts,
  useRoomCatalogue,
  useSaveVariation,
  useSiteRooms,
  useVariationPreview,
} from './api/variations-api.ts';
import { RoomModifications } from './room-modifications.tsx';
import { variationErrorMessage } from './variation-errors.ts';

type VariationFormProps = {
  sites: readonly VariationSiteOption[];
  initial: VariationRequestInput;
  /** The request edited (left out of the rooms' periods), or null for a new one. */
  variationId: number | null;
  onSaved: (variationId: number) => void;
  onCancel: () => void;
};

/** Where a message of the API or of the rules goes in the form: every room's on the rooms' field. */
const fieldOf = (path: string): string | null => {
  const name = path.replace(/^body\./, '');
  if (name.startsWith('rooms')) return 'rooms';
  return [
    'siteCode',
    'type',
    'roomVariationType',
    'serviceVariationType',
    'siteServiceId',
    'dateFrom',
    'dateTo',
    'newFee',
    'notes',
  ].includes(name)
    ? name
    : null;
};

/** The fee before and after the draft, month by month, from the preview endpoint. */
function FeePreview({
  request,
  variationId,
}: {
  request: VariationRequestInput | null;
  variationId: number | null;
}) {
  const preview = useVariationPreview(request, variationId);
  if (request === null)
    return (
      <Text size="sm" c="dimmed">
        Completa ubicazione, tipo, locali o servizio e periodo per vedere il canone prima e dopo la
        variazione.
      </Text>
    );
  if (preview.isPending) return <Loader size="sm" aria-label="Calcolo del canone" />;
  if (preview.isError)
    return (
      <Alert color="yellow" variant="light" title="Canone non calcolato">
        {variationErrorMessage(preview.error)}
      </Alert>
    );
  const { months, truncated } = preview.data;
  return (
    <Stack gap="xs">
      <ResponsiveTable label="Canone mensile prima e dopo la variazione" minWidth={420}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Mese</Table.Th>
              <Table.Th ta="right">Canone attuale</Table.Th>
              <Table.Th ta="right">Con la variazione</Table.Th>
              <Table.Th ta="right">Differenza</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((month) => (
              <Table.Tr key={`${String(month.year)}-${String(month.month)}`}>
                <Table.Td>
                  {italianMonthName(month.month)} {month.year}
                </Table.Td>
                <Table.Td ta="right">{formatCents(month.beforeCents)}</Table.Td>
                <Table.Td ta="right">{formatCents(month.afterCents)}</Table.Td>
                <Table.Td ta="right">{formatCents(month.afterCents - month.beforeCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
      {truncated && (
        <Text size="sm" c="dimmed">
          Sono mostrati i primi 12 mesi del periodo.
        </Text>
      )}
    </Stack>
  );
}

/**
 * The form of a variation request, new or edited: site, kind (rooms or service, as the user's sub-roles
 * allow), the rooms from the site's registry or the service, the period and notes. Its shape is checked
 * by the shared schema, SPEC.md section 5's rules by the shared variationIssues on the room calls'
 * answers before sending, and again by the API, whose messages land on the same fields. Before sending it
 * shows the fee per month before and after.
 */
export function VariationForm({ sites, initial, variationId, onSaved, onCancel }: VariationFormProps) {
  const profile = useCurrentProfile();
  const canRooms = profileAllows(profile, variationsAccess.rules.rooms);
  const canServices = profileAllows(profile, variationsAccess.rules.services);
  const form = useCheckedForm(variationRequestSchema, { defaultValues: initial });
  const { control, handleSubmit, setError, formRef } = form;
  const values = useWatch({ control }) as VariationRequestInput;
  const save = useSaveVariation(variationId);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const site = sites.find((option) => option.siteCode === values.siteCode) ?? null;
  const rooms = values.type === 1;
  const siteRooms = useSiteRooms(rooms && site ? site.siteCode : null, values.dateFrom || undefined);
  const catalogue = useRoomCatalogue(rooms && values.roomVariationType === 1);

  const draft = useMemo(() => {
    const parsed = variationRequestSchema.safeParse(values);
    return parsed.success ? (values as VariationRequestInput) : null;
  }, [values]);

  const submit = handleSubmit(async (request) => {
    setUnplaced([]);
    setChecking(true);
    try {
      if (site) {
        const facts =
          request.type === 1
            ? await fetchRoomFacts(
                site.siteCode,
                request.rooms.map((room) => room.roomId),
                request.dateFrom,
                variationId,
              )
            : new Map();
        const issues = variationIssues(request, {
          site: { siteCode: site.siteCode, dateFrom: site.dateFrom, dateTo: site.dateTo },
          rooms: facts,
          services: site.services,
        });
        if (issues.length > 0) {
          placeErrors(issues.map((issue) => ({ path: issue.path, message: issue.message })));
          return;
        }
      }
      const saved = await save.mutateAsync(request);
      onSaved(saved.id);
    } catch (error) {
      const { placed, unplaced: rest } = serverFieldErrors(error, fieldOf);
      for (const field of placed) setError(field.name as 'rooms', { message: field.message });
      setUnplaced(placed.length === 0 && rest.length === 0 ? [variationErrorMessage(error)] : rest);
    } finally {
      setChecking(false);
    }
  });

  function placeErrors(issues: { path: string; message: string }[]) {
    const byField = new Map<string, string[]>();
    for (const issue of issues) {
      const name = fieldOf(issue.path);
      if (name === null) continue;
      byField.set(name, [...(byField.get(name) ?? []), issue.message]);
    }
    for (const [name, messages] of byField) setError(name as 'rooms', { message: messages.join(' · ') });
  }

  /** The rooms chosen, each keeping the new values it already has (a «Modifica» has some per room). */
  const setRoomIds = (roomIds: string[], onChange: (rooms: VariationRequestInput['rooms']) => void) => {
    const chosen = new Map((values.rooms ?? []).map((room) => [room.roomId, room]));
    onChange(
      roomIds.map(
        (roomId) =>
          chosen.get(Number(roomId)) ?? {
            roomId: Number(roomId),
            newArea: null,
            newAreaCategoryId: null,
            newFrequencyCode: null,
          },
      ),
    );
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {unplaced.length > 0 && (
          <Alert color="red" variant="light" role="alert" title="Richiesta non inviata">
            {unplaced.join(' ')}
          </Alert>
        )}
        <Controller
          control={control}
          name="siteCode"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              label="Ubicazione"
              required
              searchable
              data={sites.map((option) => ({ value: option.siteCode, label: option.siteName }))}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                form.setValue('rooms', []);
                form.setValue('siteServiceId', null);
              }}
              error={fieldState.error?.message}
              nothingFoundMessage="Nessuna ubicazione trovata"
            />
          )}
        />
        {canRooms && canServices && (
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="variation-kind">
                  Che cosa vuoi variare
                </Text>
                <SegmentedControl
                  aria-labelledby="variation-kind"
                  data={[
                    { value: '1', label: 'Locali' },
                    { value: '0', label: 'Un servizio' },
                  ]}
                  value={String(field.value)}
                  onChange={(value) => field.onChange(Number(value))}
                />
              </Stack>
            )}
          />
        )}
        {rooms ? (
          <>
            <FormNumberSelect
              control={control}
              name="roomVariationType"
              label="Variazione"
              required
              data={roomVariationTypes.map((type) => ({ value: type, label: roomVariationTypeLabels[type] }))}
            />
            <Controller
              control={control}
              name="rooms"
              render={({ field, fieldState }) => (
                <MultiSelect
                  ref={field.ref}
                  label="Locali"
                  description={
                    site
                      ? 'I locali dell’anagrafica dell’ubicazione, come sono il primo giorno.'
                      : 'Scegli prima l’ubicazione.'
                  }
                  required
                  searchable
                  disabled={!site}
                  data={(siteRooms.data ?? []).map((room) => ({
                    value: String(room.roomId),
                    label: `${room.roomIdentifier} · ${room.roomName}${room.open ? '' : ' (chiuso)'}`,
                  }))}
                  value={(field.value ?? []).map((room) => String(room.roomId))}
                  onChange={(roomIds) => setRoomIds(roomIds, field.onChange)}
                  error={fieldState.error?.message}
                  nothingFoundMessage="Nessun locale trovato"
                />
              )}
            />
            {values.roomVariationType === 1 && (
              <RoomModifications
                control={control}
                chosen={values.rooms ?? []}
                siteRooms={siteRooms.data ?? []}
                catalogue={catalogue.data}
              />
            )}
          </>
        ) : (
          <>
            <FormNumberSelect
              control={control}
              name="siteServiceId"
              label="Servizio"
              required
              disabled={!site}
              data={(site?.services ?? []).map((service) => ({
                value: service.siteServiceId,
                label: service.name,
              }))}
              nothingFoundMessage="L’ubicazione non ha servizi"
            />
            <FormNumberSelect
              control={control}
              name="serviceVariationType"
              label="Variazione"
              required
              data={serviceVariationTypes.map((type) => ({
                value: type,
                label: serviceVariationTypeLabels[type],
              }))}
            />
            {values.serviceVariationType === 1 && (
              <FormDecimalField
                control={control}
                name="newFee"
                label="Nuovo canone mensile (€)"
                required
                min={0}
                blank={null}
              />
            )}
          </>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <FormDateField control={control} name="dateFrom" label="Dal" required />
          {!(values.type === 0 && values.serviceVariationType === 3) && (
            <FormDateField control={control} name="dateTo" label="Al (compreso)" />
          )}
        </Group>
        <Controller
          control={control}
          name="notes"
          render={({ field, fieldState }) => (
            <Textarea
              {...field}
              value={field.value ?? ''}
              label="Note per il fornitore"
              rows={3}
              maxLength={2000}
              error={fieldState.error?.message}
            />
          )}
        />
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Canone prima e dopo
            </Title>
            <FeePreview request={draft} variationId={variationId} />
          </Stack>
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Annulla
          </Button>
          <Button type="submit" loading={checking || save.isPending}>
            {variationId === null ? 'Invia la richiesta' : 'Salva le modifiche'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
