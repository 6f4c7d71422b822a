import '@mantine/dates/styles.css';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { newsBodyMaxLength, newsTitleMaxLength, type NewsAudience, type NewsItem } from '@portale/shared';
import { useState, type Ref } from 'react';
import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { FormDateField } from '../../lib/form-date-field.tsx';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { serverFieldErrors } from '../../lib/form-errors.ts';
import { formatNumber } from '../../lib/italian-numbers.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useNewsCustomerOptions, useNewsJobOrderOptions, useNewsWrites } from './api/news-api.ts';
import { newsFormSchema, newsFormValues, toNewsFields, type NewsFormValues } from './news-form.ts';

const audienceOptions: { value: NewsAudience; label: string }[] = [
  { value: 'ALL', label: 'Tutti i clienti' },
  { value: 'CUSTOMERS', label: 'Alcuni clienti' },
  { value: 'JOB_ORDERS', label: 'Alcune commesse' },
];

/** A long list of options scrolls inside its own box (docs/ARCHITECTURE.md, Accessibility). */
const scrollingOptions = { options: { maxHeight: 220, overflowY: 'auto' as const } };

type Option = { value: string; label: string };

type PickerProps = {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** The labels of the values chosen already (an item's, when it is changed). */
  initial: Option[];
};

/** Several choices searched on the server: the labels of those chosen are kept while the search moves on. */
function SearchedMultiSelect({
  label,
  nothingFound,
  found,
  loading,
  onSearch,
  value,
  onChange,
  error,
  ref,
  initial,
}: PickerProps & {
  label: string;
  nothingFound: string;
  found: Option[];
  loading: boolean;
  onSearch: (search: string) => void;
}) {
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(
    () => new Map(initial.map((option) => [option.value, option.label])),
  );
  const options = new Map(known);
  for (const option of found) options.set(option.value, option.label);
  return (
    <MultiSelect
      ref={ref}
      label={label}
      required
      searchable
      clearable
      placeholder="Cerca per nome o codice"
      data={[...options].map(([optionValue, optionLabel]) => ({ value: optionValue, label: optionLabel }))}
      value={value}
      onChange={(next) => {
        setKnown(new Map([...next].map((code) => [code, options.get(code) ?? code])));
        onChange(next);
      }}
      onSearchChange={onSearch}
      error={error}
      nothingFoundMessage={loading ? 'Ricerca in corso…' : nothingFound}
      styles={scrollingOptions}
    />
  );
}

function CustomersPicker(props: PickerProps) {
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), 300);
  const found = useNewsCustomerOptions(settled);
  return (
    <SearchedMultiSelect
      {...props}
      label="Clienti"
      nothingFound="Nessun cliente trovato"
      found={(found.data ?? []).map((customer) => ({
        value: customer.customerCode,
        label: `${customer.name} (${customer.customerCode})`,
      }))}
      loading={found.isFetching}
      onSearch={setSearch}
    />
  );
}

function JobOrdersPicker(props: PickerProps) {
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), 300);
  const found = useNewsJobOrderOptions(settled);
  return (
    <SearchedMultiSelect
      {...props}
      label="Commesse"
      nothingFound="Nessuna commessa trovata"
      found={(found.data ?? []).map((jobOrder) => ({
        value: jobOrder.jobOrderId,
        label: `${jobOrder.jobOrderId} – ${jobOrder.description} (${jobOrder.customerName})`,
      }))}
      loading={found.isFetching}
      onSearch={setSearch}
    />
  );
}

/** The API's paths (body.customerCodes.0, body.publishTo) as the form's fields. */
function formFieldOf(path: string): FieldPath<NewsFormValues> | null {
  const name = path.replace(/^body\./, '').split('.')[0];
  const fields: Record<string, FieldPath<NewsFormValues>> = {
    title: 'title',
    body: 'body',
    audience: 'audience',
    customerCodes: 'customerCodes',
    jobOrderIds: 'jobOrderIds',
    publishFrom: 'fromDay',
    publishTo: 'toDay',
  };
  return name ? (fields[name] ?? null) : null;
}

const saveErrorMessage = (error: unknown) =>
  apiErrorMessage(error, {
    400: 'Alcuni dati non sono validi: controlla i campi segnalati e riprova.',
    403: 'Non hai i permessi per scrivere le news.',
    404: 'News non trovata: forse è stata rimossa nel frattempo. Ricarica la pagina.',
  });

/**
 * «Nuova news» and «Modifica»: title, text, to whom (every customer, some customers, some job orders)
 * and when (from a day and time in Italy, to one or until withdrawn). Published at once when its start
 * has come: its users are then told.
 */
export function NewsFormDialog({ item, onClose }: { item: NewsItem | null; onClose: () => void }) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const { create, update } = useNewsWrites();
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, control, register, handleSubmit, setError, formState } = useCheckedForm(newsFormSchema, {
    defaultValues: newsFormValues(item),
  });
  const audience = useWatch({ control, name: 'audience' });
  const body = useWatch({ control, name: 'body' }) ?? '';
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const fields = toNewsFields(values);
    try {
      const saved = item
        ? await update.mutateAsync({ newsId: item.id, body: fields })
        : await create.mutateAsync(fields);
      notifications.show({
        color: 'green',
        title: item ? 'News aggiornata' : 'News salvata',
        message:
          saved.state === 'scheduled'
            ? `«${saved.title}» sarà pubblicata all’ora indicata.`
            : saved.state === 'published'
              ? `«${saved.title}» è pubblicata.`
              : `«${saved.title}» è salvata come scaduta.`,
      });
      onClose();
    } catch (error) {
      const { placed, unplaced } = serverFieldErrors(error, formFieldOf);
      for (const field of placed)
        setError(field.name as FieldPath<NewsFormValues>, { type: 'server', message: field.message });
      setFailure(
        placed.length > 0 && unplaced.length === 0 ? null : [saveErrorMessage(error), ...unplaced].join(' '),
      );
    }
  });

  const title = item ? `Modifica «${item.title}»` : 'Nuova news';
  return (
    <FormDialog
      dirty={formState.isDirty}
      opened
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <TextInput
            label="Titolo"
            required
            maxLength={newsTitleMaxLength}
            {...register('title')}
            error={errors.title?.message}
            data-autofocus
          />
          <Textarea
            label="Testo"
            description={`Testo semplice, al massimo ${formatNumber(newsBodyMaxLength)} caratteri (${formatNumber(body.length)} scritti).`}
            required
            autosize
            minRows={4}
            maxRows={12}
            maxLength={newsBodyMaxLength}
            {...register('body')}
            error={errors.body?.message}
          />
          <Controller
            control={control}
            name="audience"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="news-audience-label">
                  A chi è rivolta
                </Text>
                <SegmentedControl
                  aria-labelledby="news-audience-label"
                  data={audienceOptions}
                  value={field.value}
                  onChange={(value) => field.onChange(value as NewsAudience)}
                  fullWidth={isPhone}
                  orientation={isPhone ? 'vertical' : 'horizontal'}
                />
              </Stack>
            )}
          />
          {audience === 'CUSTOMERS' && (
            <Controller
              control={control}
              name="customerCodes"
              render={({ field, fieldState }) => (
                <CustomersPicker
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  initial={(item?.customers ?? []).map((customer) => ({
                    value: customer.customerCode,
                    label: `${customer.name} (${customer.customerCode})`,
                  }))}
                />
              )}
            />
          )}
          {audience === 'JOB_ORDERS' && (
            <Controller
              control={control}
              name="jobOrderIds"
              render={({ field, fieldState }) => (
                <JobOrdersPicker
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  initial={(item?.jobOrders ?? []).map((jobOrder) => ({
                    value: jobOrder.jobOrderId,
                    label: `${jobOrder.jobOrderId} – ${jobOrder.description} (${jobOrder.customerName})`,
                  }))}
                />
              )}
            />
          )}
          <Group gap="md" align="flex-start">
            <FormDateField
              control={control}
              name="fromDay"
              label="Pubblica dal giorno"
              required
              w={{ base: '100%', sm: 200 }}
            />
            <TimeInput
              label="alle ore"
              required
              {...register('fromTime')}
              error={errors.fromTime?.message}
              w={{ base: '100%', sm: 120 }}
            />
          </Group>
          <Group gap="md" align="flex-start">
            <FormDateField
              control={control}
              name="toDay"
              label="Fino al giorno"
              w={{ base: '100%', sm: 200 }}
            />
            <TimeInput
              label="alle ore"
              {...register('toTime')}
              error={errors.toTime?.message}
              w={{ base: '100%', sm: 120 }}
            />
          </Group>
          <Text size="sm" c="dimmed">
            Senza un giorno di fine resta pubblicata finché non la ritiri. Quando la pubblicazione inizia, gli
            utenti a cui è rivolta ricevono una notifica.
          </Text>
          {failure && (
            <Alert color="red" variant="light" title="News non salvata">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Annulla
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {item ? 'Salva le modifiche' : 'Salva'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
