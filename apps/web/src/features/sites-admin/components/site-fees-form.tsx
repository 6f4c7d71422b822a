import { Alert, Button, Card, Checkbox, Group, Radio, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  feeFormulaLabels,
  feeFormulas,
  italianMonthNames,
  monthDurationLabels,
  monthDurations,
  type SiteDetail,
} from '@portale/shared';
import { useState } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { formatCurrency } from '../../../lib/format.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useSaveSiteFees } from '../api/save-fees.ts';
import {
  siteFeesFieldName,
  siteFeesFormSchema,
  toSaveFeesBody,
  toSiteFeesFormValues,
  weekLengthOptions,
} from '../site-editor-forms.ts';
import { placeServerErrors } from '../site-editor-errors.ts';
import { FeeSplitEditor } from './fee-split-editor.tsx';

const formulaOptions = feeFormulas.map((value) => ({ value, label: feeFormulaLabels[value] }));
const monthDurationOptions = monthDurations.map((value) => ({ value, label: monthDurationLabels[value] }));
const patronDayOptions = Array.from({ length: 31 }, (_, index) => String(index + 1));
const patronMonthOptions = italianMonthNames.map((label, index) => ({ value: String(index + 1), label }));

/** The site's fee: how it is computed and its split into periods, inside the site's dates (save-fees). */
export function SiteFeesForm({ site }: { site: SiteDetail }) {
  const saveFees = useSaveSiteFees(site.siteCode);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, ...form } = useCheckedForm(siteFeesFormSchema(site), {
    defaultValues: toSiteFeesFormValues(site),
  });
  const { control, handleSubmit, reset, setError, formState } = form;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const updated = await saveFees.mutateAsync(toSaveFeesBody(values));
      reset(toSiteFeesFormValues(updated));
      notifications.show({
        color: 'green',
        title: 'Canone salvato',
        message: updated.currentMonthFee
          ? `Il canone di questo mese è ora ${formatCurrency(updated.currentMonthFee.fee)}.`
          : 'La ripartizione e la formula del canone sono state salvate.',
      });
    } catch (error) {
      setFailure(placeServerErrors(setError, error, siteFeesFieldName));
    }
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="site-fees-title">
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="site-fees-title">
          <Stack gap="md">
            <Title order={2} size="h4" id="site-fees-title">
              Canone dell’ubicazione
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name="feeFormula"
                render={({ field, fieldState }) => (
                  <Select
                    ref={field.ref}
                    label="Formula di calcolo"
                    placeholder="Scegli la formula"
                    required
                    data={formulaOptions}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    allowDeselect={false}
                  />
                )}
              />
              <Controller
                control={control}
                name="monthDuration"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    label="Durata del mese"
                    data={monthDurationOptions}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value)}
                    allowDeselect={false}
                  />
                )}
              />
              <Controller
                control={control}
                name="weekLength"
                render={({ field }) => (
                  <Radio.Group label="Settimana lavorativa" value={field.value} onChange={field.onChange}>
                    <Group gap="md" mt={6}>
                      {weekLengthOptions.map((days) => (
                        <Radio key={days} value={days} label={`${days} giorni`} />
                      ))}
                    </Group>
                  </Radio.Group>
                )}
              />
              <Controller
                control={control}
                name="holidaysAreWorkingDays"
                render={({ field }) => (
                  <Checkbox
                    ref={field.ref}
                    mt={{ sm: 'xl' }}
                    label="Le festività nazionali contano come giorni lavorativi"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
              <Group gap="sm" align="flex-start" wrap="nowrap">
                <Controller
                  control={control}
                  name="patronDay"
                  render={({ field, fieldState }) => (
                    <Select
                      ref={field.ref}
                      label="Santo patrono: giorno"
                      description="Festa locale, non lavorativa come le nazionali"
                      placeholder="Nessuno"
                      data={patronDayOptions}
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                      onBlur={field.onBlur}
                      clearable
                      clearButtonProps={{ 'aria-label': 'Nessun santo patrono' }}
                      error={fieldState.error?.message}
                      w={{ base: '45%', sm: 170 }}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="patronMonth"
                  render={({ field, fieldState }) => (
                    <Select
                      ref={field.ref}
                      label="Mese"
                      description={'\u00a0'}
                      placeholder="Nessuno"
                      data={patronMonthOptions}
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                      onBlur={field.onBlur}
                      clearable
                      clearButtonProps={{ 'aria-label': 'Nessun mese del santo patrono' }}
                      error={fieldState.error?.message}
                      w={{ base: '55%', sm: 170 }}
                    />
                  )}
                />
              </Group>
            </SimpleGrid>
            <FeeSplitEditor
              legend="Ripartizione del canone"
              bounds={{ from: site.dateFrom, to: site.dateTo, of: 'site' }}
            />
            {failure && (
              <Alert color="red" variant="light" role="alert" title="Canone non salvato">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={formState.isSubmitting}>
                Salva il canone
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Card>
  );
}
