import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { billingDocumentKindLabels, billingDocumentKinds, type BillingDocumentKind } from '@portale/shared';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { FormDateField } from '../../../lib/form-date-field.tsx';
import { FormDecimalField } from '../../../lib/form-decimal-field.tsx';
import type { PublishFormValues } from './publish-form-schema.ts';

type ManualFieldsProps = {
  control: Control<PublishFormValues>;
  register: UseFormRegister<PublishFormValues>;
  errors: Partial<Record<keyof PublishFormValues, { message?: string }>>;
};

const kindData = billingDocumentKinds.map((kind) => ({
  value: kind,
  label: billingDocumentKindLabels[kind],
}));
const amounts = [
  ['taxable', 'Imponibile (€)'],
  ['vat', 'IVA (€)'],
  ['total', 'Totale (€)'],
] as const;

/** A document published without its XML: what it states, typed from the PDF. */
export function ManualFields({ control, register, errors }: ManualFieldsProps) {
  return (
    <Stack gap="sm" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={600} mb="xs">
        Dati del documento (senza XML vanno inseriti a mano)
      </Text>
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <SegmentedControl
            aria-label="Tipo di documento"
            data={kindData}
            value={field.value}
            onChange={(value) => field.onChange(value as BillingDocumentKind)}
          />
        )}
      />
      <TextInput
        label="Numero"
        required
        maxLength={40}
        error={errors.number?.message}
        {...register('number')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <FormDateField control={control} name="issueDate" label="Data del documento" required />
        <FormDateField control={control} name="dueDate" label="Scadenza" required />
        <FormDateField control={control} name="periodFrom" label="Periodo: dal" required />
        <FormDateField control={control} name="periodTo" label="Periodo: al" required />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {amounts.map(([name, label]) => (
          <FormDecimalField min={0} key={name} control={control} name={name} label={label} required />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
