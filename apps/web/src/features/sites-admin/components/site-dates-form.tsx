import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SiteDetail } from '@portale/shared';
import { useState } from 'react';
import { formatPeriod } from '../../../lib/format.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useSaveSiteDates } from '../api/save-dates.ts';
import { siteDatesFieldName, siteDatesFormSchema } from '../site-editor-forms.ts';
import { placeServerErrors } from '../site-editor-errors.ts';
import { sitePeriodSentence } from '../site-period-sentence.ts';
import { FormDateField } from '../../../lib/form-date-field.tsx';

/** The site's dates, inside its job order's (save-dates); the API cuts the fees and services to them. */
export function SiteDatesForm({ site }: { site: SiteDetail }) {
  const saveDates = useSaveSiteDates(site.siteCode);
  const [failure, setFailure] = useState<string | null>(null);
  const jobOrder = { from: site.jobTaskDateFrom, to: site.jobTaskDateTo };
  const { formRef, control, handleSubmit, reset, setError, formState } = useCheckedForm(
    siteDatesFormSchema(jobOrder),
    {
      defaultValues: { dateFrom: site.dateFrom, dateTo: site.dateTo },
    },
  );

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const updated = await saveDates.mutateAsync(values);
      reset({ dateFrom: updated.dateFrom, dateTo: updated.dateTo });
      notifications.show({
        color: 'green',
        title: 'Date salvate',
        message: sitePeriodSentence(updated),
      });
    } catch (error) {
      setFailure(placeServerErrors(setError, error, siteDatesFieldName));
    }
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="site-dates-title">
      <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="site-dates-title">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="site-dates-title">
              Date dell’ubicazione
            </Title>
            <Text size="sm" c="dimmed">
              Entro le date della commessa: {formatPeriod(jobOrder.from, jobOrder.to)}. Se le accorci, la
              ripartizione del canone e i servizi vengono adattati alle nuove date.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" maw={520}>
            <FormDateField control={control} name="dateFrom" label="Inizio" required />
            <FormDateField control={control} name="dateTo" label="Fine" required />
          </SimpleGrid>
          {failure && (
            <Alert color="red" variant="light" role="alert" title="Date non salvate">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={formState.isSubmitting}>
              Salva le date
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
