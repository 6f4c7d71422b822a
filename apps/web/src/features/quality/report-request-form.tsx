import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { romeToday, type QualityReport } from '@portale/shared';
import { useState } from 'react';
import { useReportJobOrders, useRequestQualityReport } from './api/quality-reports-api.ts';
import { qualityReportErrorMessage } from './quality-errors.ts';
import { recentMonths, reportMonthLabel } from './quality-report-words.ts';

/**
 * «Genera rapporto» (staff with survey: a month's report, or a ready one drawn again) and «Chiedi un
 * rapporto» (customers: a month that has none, or whose report did not succeed): the job order and the
 * month; the report joins the list, queued, and its bar moves while the portal draws it.
 */
export function ReportRequestForm({
  staff,
  onRequested,
}: {
  staff: boolean;
  /** The list shows the job order asked for. */
  onRequested: (report: QualityReport) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [jobOrderId, setJobOrderId] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  // Choosing an option writes its label in the box: that is no search (nor one the API would take).
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const term = debounced === chosen?.label ? '' : debounced.slice(0, 100);
  const jobOrders = useReportJobOrders(term);
  const request = useRequestQualityReport();
  const months = recentMonths(romeToday(), 24);
  const options = (jobOrders.data ?? []).map((order) => ({
    value: order.jobOrderId,
    label: staff
      ? `${order.jobOrderId} · ${order.customerName} · ${order.description}`
      : `${order.jobOrderId} · ${order.description}`,
  }));
  if (chosen && !options.some((option) => option.value === chosen.value)) options.unshift(chosen);
  const submit = () => {
    if (!jobOrderId || !month) return;
    request.mutate({ jobOrderId, month }, { onSuccess: onRequested });
  };
  const outcome = request.data;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="chiedi-rapporto">
      <Stack gap="sm">
        <Title order={2} size="h4" id="chiedi-rapporto">
          {staff ? 'Genera rapporto' : 'Chiedi un rapporto'}
        </Title>
        <Text size="sm" c="dimmed">
          {staff
            ? 'Il rapporto del mese per la commessa scelta; se esiste già viene redatto di nuovo.'
            : 'I rapporti dei mesi chiusi arrivano da soli; qui puoi chiedere quello di un mese che manca o che non è riuscito.'}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Commessa"
            placeholder="Cerca per codice, descrizione o cliente"
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={jobOrders.isFetching ? 'Ricerca in corso…' : 'Nessuna commessa trovata'}
            data={options}
            value={jobOrderId}
            onChange={(value, option) => {
              setJobOrderId(value);
              setChosen(value && option ? { value, label: option.label } : null);
            }}
            w={{ base: '100%', sm: 380 }}
          />
          <Select
            label="Mese"
            placeholder="Scegli il mese"
            data={months}
            value={month}
            onChange={setMonth}
            w={{ base: '100%', sm: 200 }}
          />
          <Button onClick={submit} loading={request.isPending} disabled={!jobOrderId || !month}>
            {staff ? 'Genera rapporto' : 'Chiedi il rapporto'}
          </Button>
        </Group>
        {request.isError && (
          <Alert color="red" variant="light" role="alert">
            {qualityReportErrorMessage(request.error)}
          </Alert>
        )}
        {outcome && !request.isPending && (
          <Alert color={outcome.state === 'failed' ? 'red' : 'blue'} variant="light" role="status">
            {outcome.state === 'ready'
              ? `Il rapporto di ${reportMonthLabel(outcome.month).toLowerCase()} per la commessa ${outcome.jobOrderId} è già pronto: lo trovi nell’elenco.`
              : `Rapporto di ${reportMonthLabel(outcome.month).toLowerCase()} per la commessa ${outcome.jobOrderId} in preparazione: l’avanzamento è nell’elenco.`}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
