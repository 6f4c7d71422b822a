import { formatThousandths } from '../../lib/italian-numbers.ts';
import { Alert, Center, Group, Loader, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { italianMonthName, romeToday, yearOfMonthsBefore, type QualityStatistics } from '@portale/shared';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy } from 'react';
import { customerSiteOptionsQuery } from '../../lib/api/customer-site-options.ts';
import { useMyJobOrders } from '../../lib/api/my-job-orders.ts';
import { DateField } from '../../lib/date-field.tsx';
import { ChartFrame } from '../../lib/chart-frame.tsx';
import { LoadError } from '../../lib/load-error.tsx';
import { ResponsiveTable } from '../../lib/responsive-table.tsx';
import { SitePicker } from '../../lib/site-picker.tsx';
import { useQualityStatistics } from './api/quality-api.ts';
import { qualityErrorMessage } from './quality-errors.ts';
import type { QualityStatisticsSearch } from './statistics-search.ts';

const LineChart = lazy(() =>
  import('./quality-chart-kinds.ts').then((charts) => ({ default: charts.LineChart })),
);
const BarChart = lazy(() =>
  import('./quality-chart-kinds.ts').then((charts) => ({ default: charts.BarChart })),
);

/** A share in whole percent: A − B over A for weights, compliant over all for controls. */
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);
/** A percentage to a tenth, as the control's page writes its scores (87,5% · 90%). */
const percentText = (percent: number) => formatThousandths(Math.round(percent * 10));
const monthLabel = (month: string) =>
  `${italianMonthName(Number(month.slice(5, 7))).slice(0, 3)} ${month.slice(2, 4)}`;

function SitesTable({ sites }: { sites: QualityStatistics['sites'] }) {
  return (
    <ResponsiveTable label="Ubicazioni, dalla più bassa" minWidth={520}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ubicazione</Table.Th>
            <Table.Th>Controlli</Table.Th>
            <Table.Th>Conformi</Table.Th>
            <Table.Th>Punteggio medio</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sites.map((site) => (
            <Table.Tr key={site.siteCode}>
              <Table.Td>{site.siteName}</Table.Td>
              <Table.Td>{site.controls}</Table.Td>
              <Table.Td>{percentText(percentOf(site.compliant, site.controls))}</Table.Td>
              <Table.Td>{percentText(site.meanScoreThousandths / 10)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

function Charts({ statistics }: { statistics: QualityStatistics }) {
  const months = statistics.months.map((month) => ({
    mese: monthLabel(month.month),
    punteggio: month.meanScoreThousandths / 10,
    conformi: percentOf(month.compliant, month.controls),
  }));
  const accepted = (row: { a: number; b: number }) => percentOf(row.a - row.b, row.a);
  const categories = statistics.categories.map((category) => ({
    categoria: category.areaCategoryName,
    accettati: accepted(category),
  }));
  const elements = statistics.elements.map((element) => ({
    elemento: element.elementName,
    accettati: accepted(element),
  }));
  const worstCategory = [...categories].sort((a, b) => a.accettati - b.accettati)[0];
  const monthsHeight = 260;
  // A bar a row: the charts grow with their rows.
  const categoriesHeight = Math.max(160, categories.length * 34);
  const elementsHeight = Math.max(160, elements.length * 34);
  const percentAxis = { domain: [0, 100], tickFormatter: (value: number) => `${value}%` };
  // The accepted shares sit close to 100%: the bars start a little under the lowest, so they differ.
  const closeAxis = (values: number[]) => ({
    ...percentAxis,
    domain: [Math.max(0, Math.floor((Math.min(...values) - 5) / 5) * 5), 100],
  });
  return (
    <Stack gap="md">
      <ChartFrame
        height={monthsHeight}
        title="Punteggio medio e controlli conformi per mese"
        summary={months
          .map(
            (month) =>
              `${month.mese} ${percentText(month.punteggio)}, conformi ${percentText(month.conformi)}`,
          )
          .join('; ')}
        chart={(height) => (
          <LineChart
            h={height}
            data={months}
            dataKey="mese"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={percentText}
            yAxisProps={percentAxis}
            series={[
              { name: 'punteggio', label: 'Punteggio medio', color: 'blue.7' },
              { name: 'conformi', label: 'Controlli conformi', color: 'teal.7' },
            ]}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartFrame
          height={categoriesHeight}
          title="Pesi accettati per categoria di area"
          summary={
            worstCategory
              ? `la più bassa è ${worstCategory.categoria}, ${percentText(worstCategory.accettati)}`
              : 'nessun dato'
          }
          chart={(height) => (
            <BarChart
              h={height}
              data={categories}
              dataKey="categoria"
              orientation="vertical"
              valueFormatter={percentText}
              xAxisProps={closeAxis(categories.map((category) => category.accettati))}
              yAxisProps={{ width: 150 }}
              series={[{ name: 'accettati', label: 'Pesi accettati', color: 'blue.7' }]}
            />
          )}
        />
        <ChartFrame
          height={elementsHeight}
          title="Pesi accettati per elemento"
          summary={elements
            .map((element) => `${element.elemento} ${percentText(element.accettati)}`)
            .join('; ')}
          chart={(height) => (
            <BarChart
              h={height}
              data={elements}
              dataKey="elemento"
              orientation="vertical"
              valueFormatter={percentText}
              xAxisProps={closeAxis(elements.map((element) => element.accettati))}
              yAxisProps={{ width: 130 }}
              series={[{ name: 'accettati', label: 'Pesi accettati', color: 'teal.7' }]}
            />
          )}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={2} size="h3">
          Per ubicazione
        </Title>
        <SitesTable sites={statistics.sites} />
      </Stack>
    </Stack>
  );
}

/**
 * /quality/statistics: the controls completed in a period (a year of months by default) charted by
 * month, area category and element, and the sites from the lowest score; all computed by the API in SQL.
 */
export function QualityStatisticsPage() {
  const search = useSearch({ strict: false }) as QualityStatisticsSearch;
  const navigate = useNavigate();
  const today = romeToday();
  const from = search.from ?? yearOfMonthsBefore(today);
  const to = search.to ?? today;
  const statistics = useQualityStatistics({
    from,
    to,
    siteCode: search.siteCode,
    jobOrderId: search.jobOrderId,
  });
  const jobOrders = useMyJobOrders();
  const change = (next: Partial<QualityStatisticsSearch>) =>
    void navigate({ to: '/quality/statistics', search: { ...search, ...next } });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Statistiche della qualità
        </Title>
        <Text c="dimmed">
          I controlli chiusi nel periodo: il punteggio è 1 − B/A, la quota dei pesi accettati (voti 3 e 4).
        </Text>
      </div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateField
          label="Dal"
          value={from}
          onChange={(value) => change({ from: value || undefined })}
          w={{ base: '100%', sm: 160 }}
        />
        <DateField
          label="Al"
          value={to}
          onChange={(value) => change({ to: value || undefined })}
          w={{ base: '100%', sm: 160 }}
        />
        <Select
          label="Commessa"
          placeholder="Tutte le commesse"
          clearable
          searchable
          data={(jobOrders.data ?? []).map((jobOrder) => ({
            value: jobOrder.jobTaskId,
            label: `${jobOrder.jobTaskId} – ${jobOrder.description}`,
          }))}
          value={search.jobOrderId ?? null}
          onChange={(jobOrderId) => change({ jobOrderId: jobOrderId ?? undefined })}
          w={{ base: '100%', sm: 320 }}
        />
        <SitePicker
          siteCode={search.siteCode}
          onChange={(siteCode) => change({ siteCode })}
          query={customerSiteOptionsQuery}
          clearable
          placeholder="Tutte le ubicazioni"
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      {statistics.isPending ? (
        <Center py="xl">
          <Loader aria-label="Caricamento delle statistiche" />
        </Center>
      ) : statistics.isError ? (
        <LoadError title="Statistiche non caricate" query={statistics}>
          {qualityErrorMessage(statistics.error)}
        </LoadError>
      ) : statistics.data.months.length === 0 ? (
        <Alert variant="light" title="Nessun controllo nel periodo">
          Nel periodo scelto non ci sono controlli chiusi: allarga il periodo o scegli un’altra commessa o
          ubicazione.
        </Alert>
      ) : (
        <Charts statistics={statistics.data} />
      )}
    </Stack>
  );
}
