import {
  Alert,
  Box,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { KioskStatistics } from '@portale/shared';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy } from 'react';
import { customerSiteOptionsQuery } from '../../lib/api/customer-site-options.ts';
import { useMyJobOrders } from '../../lib/api/my-job-orders.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { staleStyle, useDrawnAnswer } from '../../lib/drawn-answer.ts';
import { ChartFrame } from '../../lib/chart-frame.tsx';
import { DateField } from '../../lib/date-field.tsx';
import { formatDate } from '../../lib/format.ts';
import { formatNumber } from '../../lib/italian-numbers.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../lib/responsive-table.tsx';
import { SitePicker } from '../../lib/site-picker.tsx';
import { useKioskStatistics } from './api/kiosks-api.ts';
import { KioskHeatMap } from './kiosk-heat-map.tsx';
import { daysChartLabel, indexWithVotes, voteLabels, votesText } from './kiosk-words.ts';
import type { KioskStatisticsSearch } from './kiosks-search.ts';

/** The chart and its library (recharts) load apart, once the chart is in sight (`ChartFrame`). */
const KioskDaysChart = lazy(() =>
  import('./kiosk-days-chart.tsx').then((module) => ({ default: module.KioskDaysChart })),
);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Totals({ total, from, to }: Pick<KioskStatistics, 'total' | 'from' | 'to'>) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
      <Paper withBorder p="sm" radius="md">
        <Text size="sm" c="dimmed">
          {`Indice dal ${formatDate(from)} al ${formatDate(to)}`}
        </Text>
        <Text fz="xl" fw={700}>
          {total.index ?? '–'}
        </Text>
        <Text size="sm">{votesText(total.votes)}</Text>
      </Paper>
      {total.byVote
        .slice()
        .reverse()
        .map((entry) => (
          <Paper key={entry.vote} withBorder p="sm" radius="md">
            <Text size="sm" c="dimmed">
              {`${entry.vote} · ${voteLabels[entry.vote]}`}
            </Text>
            <Text fz="xl" fw={700}>
              {formatNumber(entry.votes)}
            </Text>
            <Text size="sm">
              {total.votes === 0 ? '–' : `${formatNumber((100 * entry.votes) / total.votes, 1)}% dei voti`}
            </Text>
          </Paper>
        ))}
    </SimpleGrid>
  );
}

function SitesTable({ sites, priorVotes }: Pick<KioskStatistics, 'sites' | 'priorVotes'>) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {`La classifica avvicina alla media le ubicazioni con pochi voti: conta ogni ubicazione come se avesse anche ${priorVotes} voti pari alla media di tutte.`}
      </Text>
      <ResponsiveTable
        label="Classifica delle ubicazioni"
        minWidth={560}
        cards={sites.map((site, position) => (
          <TableCard key={site.siteCode} label={site.siteName}>
            <Text fw={600} mb={4}>{`${position + 1}. ${site.siteName}`}</Text>
            <CardFields>
              <CardField label="Indice per la classifica">{site.rankingIndex}</CardField>
              <CardField label="Indice">{indexWithVotes(site.index, site.votes)}</CardField>
            </CardFields>
          </TableCard>
        ))}
      >
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Posizione</Table.Th>
              <Table.Th>Ubicazione</Table.Th>
              <Table.Th>Indice per la classifica</Table.Th>
              <Table.Th>Indice</Table.Th>
              <Table.Th>Voti</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sites.map((site, position) => (
              <Table.Tr key={site.siteCode}>
                <Table.Td>{position + 1}</Table.Td>
                <Table.Td>{site.siteName}</Table.Td>
                <Table.Td>{site.rankingIndex}</Table.Td>
                <Table.Td>{site.index}</Table.Td>
                <Table.Td>{formatNumber(site.votes)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
    </Stack>
  );
}

function KiosksTable({ kiosks }: Pick<KioskStatistics, 'kiosks'>) {
  return (
    <ResponsiveTable
      label="Chioschi"
      minWidth={620}
      cards={kiosks.map((kiosk) => (
        <TableCard key={kiosk.kioskId} label={kiosk.kioskName}>
          <Text fw={600} mb={4}>
            {kiosk.kioskName}
          </Text>
          <CardFields>
            <CardField label="Ubicazione">{kiosk.siteName}</CardField>
            {kiosk.roomName && <CardField label="Locale">{kiosk.roomName}</CardField>}
            <CardField label="Indice">{indexWithVotes(kiosk.index, kiosk.votes)}</CardField>
          </CardFields>
        </TableCard>
      ))}
    >
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Chiosco</Table.Th>
            <Table.Th>Ubicazione</Table.Th>
            <Table.Th>Locale</Table.Th>
            <Table.Th>Indice</Table.Th>
            <Table.Th>Voti</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kiosks.map((kiosk) => (
            <Table.Tr key={kiosk.kioskId}>
              <Table.Td>{kiosk.kioskName}</Table.Td>
              <Table.Td>{kiosk.siteName}</Table.Td>
              <Table.Td>{kiosk.roomName ?? '–'}</Table.Td>
              <Table.Td>{kiosk.index}</Table.Td>
              <Table.Td>{formatNumber(kiosk.votes)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

function Figures({ statistics }: { statistics: KioskStatistics }) {
  return (
    <Stack gap="lg">
      <div>
        <Totals total={statistics.total} from={statistics.from} to={statistics.to} />
        <Text size="sm" c="dimmed" mt="xs">
          L’indice è la media dei voti da 0 a 100 (4 vale 100, 3 vale 67, 2 vale 33, 1 vale 0) ed è sempre
          accanto al numero di voti su cui è calcolato.
        </Text>
      </div>
      <Section title="Per giorno">
        <ChartFrame
          summary={daysChartLabel(statistics.days)}
          height={280}
          chart={(height) => <KioskDaysChart days={statistics.days} height={height} />}
        />
      </Section>
      <Section title="Per ora della settimana">
        <KioskHeatMap hours={statistics.hours} />
      </Section>
      <Section title="Classifica delle ubicazioni">
        <SitesTable sites={statistics.sites} priorVotes={statistics.priorVotes} />
      </Section>
      <Section title="Per chiosco">
        <KiosksTable kiosks={statistics.kiosks} />
      </Section>
    </Stack>
  );
}

/**
 * /kiosks-statistics: the votes of the sites' kiosks in a period (the last 90 days by default), their
 * index from 0 to 100 always beside the number of votes, by day, hour of the week, site and kiosk; all
 * computed by the API in SQL.
 */
export function KioskStatisticsPage() {
  const search = useSearch({ strict: false }) as KioskStatisticsSearch;
  const navigate = useNavigate();
  const statistics = useKioskStatistics({
    from: search.from,
    to: search.to,
    siteCode: search.siteCode,
    jobOrderId: search.jobOrderId,
  });
  const jobOrders = useMyJobOrders();
  const change = (next: Partial<KioskStatisticsSearch>) =>
    void navigate({ to: '/kiosks-statistics', search: { ...search, ...next } });
  const shown = statistics.data;
  // The figures are drawn in slices (lib/drawn-answer.ts): the charts, the map of the week's hours and the
  // two tables were long tasks of Lighthouse's phone.
  const { answer: drawn, stale } = useDrawnAnswer(statistics);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Chioschi
        </Title>
        <Text c="dimmed">
          I voti lasciati sui chioschi delle ubicazioni, da 1 (pessimo) a 4 (buono), e il loro indice da 0 a
          100.
        </Text>
      </div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateField
          label="Dal"
          value={search.from ?? shown?.from ?? ''}
          onChange={(value) => change({ from: value || undefined })}
          w={{ base: '100%', sm: 160 }}
        />
        <DateField
          label="Al"
          value={search.to ?? shown?.to ?? ''}
          onChange={(value) => change({ to: value || undefined })}
          w={{ base: '100%', sm: 160 }}
        />
        <SitePicker
          siteCode={search.siteCode}
          onChange={(siteCode) => change({ siteCode })}
          query={customerSiteOptionsQuery}
          clearable
          placeholder="Tutte le ubicazioni"
          w={{ base: '100%', sm: 300 }}
        />
        <Select
          label="Commessa"
          placeholder="Tutte le commesse"
          clearable
          data={(jobOrders.data ?? []).map((jobOrder) => ({
            value: jobOrder.jobTaskId,
            label: `${jobOrder.jobTaskId} · ${jobOrder.description}`,
          }))}
          value={search.jobOrderId ?? null}
          onChange={(jobOrderId) => change({ jobOrderId: jobOrderId ?? undefined })}
          w={{ base: '100%', sm: 300 }}
        />
      </Group>
      {statistics.isError ? (
        <LoadError title="Voti dei chioschi non caricati" query={statistics}>
          {apiErrorMessage(statistics.error, { 403: 'Non hai i permessi per vedere i chioschi.' })}
        </LoadError>
      ) : !drawn ? (
        <Center py="xl">
          <Loader aria-label="Caricamento dei voti dei chioschi" />
        </Center>
      ) : drawn.total.votes === 0 ? (
        <Alert variant="light" title="Nessun voto nel periodo">
          Nel periodo scelto i chioschi non hanno raccolto voti: allarga il periodo o scegli un’altra
          ubicazione.
        </Alert>
      ) : (
        <Box style={staleStyle(stale)}>
          <Figures statistics={drawn} />
        </Box>
      )}
    </Stack>
  );
}
