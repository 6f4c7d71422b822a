import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { addDays, isoDateSchema, type FeeSplitBounds } from '@portale/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { formatDateAfter, formatPeriod } from '../../../lib/format.ts';
import { emptyFeePeriod, type FeePeriodFormValues, type FeeSplitFormValues } from '../fee-split-form.ts';
import { FormDateField } from '../../../lib/form-date-field.tsx';
import { FormDecimalField } from '../../../lib/form-decimal-field.tsx';

/** The fields of a form that holds a fee split: the site's fee form and the service form. */
type FeeSplitFields = { feeSplit: FeeSplitFormValues };

type FeeSplitEditorProps = {
  legend: string;
  /** The days the split must stay within, shown as a hint; null while they are not known. */
  bounds: FeeSplitBounds | null;
};

const boundsOwner = { site: 'dell’ubicazione', service: 'del servizio' } as const;
const isDate = (value: string) => isoDateSchema.safeParse(value).success;

/** "fino al 20/11/2025": the day before the next period starts, or the split's end date. */
function periodEndLabel(
  items: readonly FeePeriodFormValues[],
  index: number,
  endDate: string,
): string | null {
  const nextStart = items[index + 1]?.startDate;
  const end = nextStart === undefined ? endDate : isDate(nextStart) ? addDays(nextStart, -1) : '';
  return isDate(end) ? formatDateAfter('fino al', end) : null;
}

/**
 * A fee split being edited: its periods (start, monthly fee in euro, notes), added and removed at will,
 * and its end date. The rules and their messages come from the form's schema (the shared
 * validateFeeSplit) and from the API's 400, each under the field it concerns.
 */
export function FeeSplitEditor({ legend, bounds }: FeeSplitEditorProps) {
  const { control, register, formState } = useFormContext<FeeSplitFields>();
  const { fields, append, remove } = useFieldArray({ control, name: 'feeSplit.items' });
  const [items, endDate] = useWatch({ control, name: ['feeSplit.items', 'feeSplit.endDate'] });
  const errors = formState.errors.feeSplit;
  const listError = errors?.items?.root?.message ?? errors?.items?.message;

  return (
    <Fieldset legend={legend} variant="unstyled" styles={{ legend: { fontWeight: 600 } }}>
      <Stack gap="sm">
        {bounds && (
          <Text size="sm" c="dimmed">
            I periodi devono stare entro le date {boundsOwner[bounds.of]}:{' '}
            {formatPeriod(bounds.from, bounds.to)}. Ogni periodo vale fino all’inizio del successivo.
          </Text>
        )}
        {fields.map((field, index) => (
          <Fieldset key={field.id} legend={`Periodo ${index + 1}`} radius="md" p="sm">
            <Group justify="space-between" gap="xs" mb="xs">
              <Text size="sm" c="dimmed">
                {periodEndLabel(items, index, endDate) ?? ' '}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Rimuovi il periodo ${index + 1}`}
                onClick={() => remove(index)}
                disabled={fields.length === 1}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <FormDateField
                control={control}
                name={`feeSplit.items.${index}.startDate`}
                label="Inizio"
                required
              />
              <FormDecimalField
                min={0}
                control={control}
                name={`feeSplit.items.${index}.fee`}
                label="Canone mensile (€)"
                required
              />
              <TextInput
                label="Note"
                maxLength={500}
                {...register(`feeSplit.items.${index}.notes`)}
                error={errors?.items?.[index]?.notes?.message}
              />
            </SimpleGrid>
          </Fieldset>
        ))}
        {listError && (
          <Text c="red" size="sm" role="alert">
            {listError}
          </Text>
        )}
        <Group justify="space-between" align="flex-end" gap="sm">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => append(emptyFeePeriod())}
          >
            Aggiungi periodo
          </Button>
          <FormDateField
            control={control}
            name="feeSplit.endDate"
            label="Fine della ripartizione"
            required
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
      </Stack>
    </Fieldset>
  );
}
