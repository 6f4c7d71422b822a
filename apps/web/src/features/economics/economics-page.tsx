import { Alert, Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { economicsAccess, economicsSiteIssueLabels, romeToday, type EconomicsQuery } from '@portale/shared';
import { IconFilterOff, IconPlus } from '@tabler/icons-react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { lazy, useState } from 'react';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { staleStyle, useDrawnAnswer } from '../../lib/drawn-answer.ts';
import { ChartFrame } from '../../lib/chart-frame.tsx';
import { ExportButton } from '../../lib/export-button.tsx';
import { FiltersFold } from '../../lib/filters-fold.tsx';
import { formatCents } from '../../lib/format-cents.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { profileAllows, ruleSubjectOf } from '../../lib/profile-access.ts';
import { useEconomicsOverview, useExportEconomics } from './api/economics.ts';
import { AddVariationDialog } from './components/add-variation-dialog.tsx';
import { MonthDrawer } from './components/month-drawer.tsx';
import { MonthsTable } from './components/months-table.tsx';
import { VariationsList } from './components/variations-list.tsx';
import { economicsErrorMessage } from './economics-errors.ts';
import { economicsSplat, parseEconomicsPath, type EconomicsPath } from './economics-path.ts';
import { signedCents } from './explanation-text.ts';

/**
 * The chart and its library (recharts, some 350 kB) load apart, once the chart is in sight
 * (`ChartFrame`): the figures and the table come first.
 */
const EconomicsChart = lazy(() =>
  import('./components/economics-chart.tsx').then((module) => ({ default: module.EconomicsChart })),
);

/**
 * /economics/{year?}/{task?}/{site?}: the year's fee of each month for the caller's started job orders,
 * with the effect of accepted variations, extras and deductions, and what was invoiced; each figure opens
 * its explanation. The choice lives in the path, so a reload or a shared link shows the same.
 */
export function EconomicsPage() {
  const { _splat: splat } = useParams({ strict: false }) as { _splat?: string };
  const path = parseEconomicsPath(splat);
  const navigate = useNavigate();
  const profile = useCurrentProfile();
  const staff = ruleSubjectOf(profile).kind === 'staff';
  const thisYear = Number(romeToday().slice(0, 4));
  const year = path.year ?? thisYear;
  // Staff choose a site with no job order through the API; customers read every site and narrow here.
  const query: EconomicsQuery = {
    year,
    jobOrderId: path.task,
    siteCode: path.site,
  };
  const overview = useEconomicsOverview(query);
  const choices = useEconomicsOverview({
    year,
    jobOrderId: path.task,
    siteCode: staff && !path.task ? path.site : undefined,
  });
  const exporter = useExportEconomics();
  const [explained, setExplained] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  const go = (next: EconomicsPath) => {
    const target = economicsSplat(next);
    void (target
      ? navigate({ to: '/economics/$', params: { _splat: target } })
      : navigate({ to: '/economics' }));
  };

  // Drawn in slices (lib/drawn-answer.ts): the year's figures of every site were one task of about
  // 240 ms on Lighthouse's phone. The figures of the last choice stay, dimmed, until the new ones are drawn.
  const { answer: data, stale } = useDrawnAnswer(overview);
  const options = choices.data ?? data;
  const jobOrderOptions = (options?.jobOrders ?? []).map((jobOrder) => ({
    value: jobOrder.id,
    label: staff
      ? `${jobOrder.customerName} — ${jobOrder.description} (${jobOrder.id})`
      : `${jobOrder.description} (${jobOrder.id})`,
  }));
  const siteOptions = (options?.sites ?? [])
    .filter((site) => !path.task || site.jobOrderId === path.task)
    .map((site) => ({ value: site.siteCode, label: `${site.siteName} (${site.siteCode})` }));
  if (path.site && !siteOptions.some((option) => option.value === path.site))
    siteOptions.push({ value: path.site, label: path.site });
  const yearOptions = [...new Set([year, ...(options?.years ?? [thisYear])])]
    .sort((a, b) => b - a)
    .map(String);
  const activeFilters = Number(Boolean(path.year)) + Number(Boolean(path.task)) + Number(Boolean(path.site));
  const canAdd = profileAllows(profile, economicsAccess.rules.addVariation);
  const canDelete = profileAllows(profile, economicsAccess.rules.deleteVariation);
  const addSites = (data?.sites ?? []).map((site) => ({
    value: site.siteCode,
    label: `${site.siteName} (${site.siteCode})`,
  }));
  const currentMonth = year === thisYear ? Number(romeToday().slice(5, 7)) : 1;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Economia
        </Title>
        <Text c="dimmed">
          Il canone mensile delle commesse avviate, con variazioni, extra, detrazioni e fatturato. Ogni cifra
          apre la sua spiegazione.
        </Text>
      </div>
      <FiltersFold
        compact={!isWide}
        activeFilters={activeFilters}
        actions={
          activeFilters > 0 && (
            <Button
              variant="subtle"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => go({})}
            >
              Azzera i filtri
            </Button>
          )
        }
      >
        <Select
          label="Anno"
          data={yearOptions}
          value={String(year)}
          onChange={(value) => value && go({ ...path, year: Number(value) })}
          allowDeselect={false}
          w={{ base: '100%', xs: 120 }}
        />
        <Select
          label="Commessa"
          placeholder={staff ? 'Scegli una commessa' : 'Tutte le commesse'}
          data={jobOrderOptions}
          value={path.task ?? null}
          onChange={(value) => go({ year: path.year ?? year, task: value ?? undefined })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Mostra tutte le commesse' }}
          nothingFoundMessage="Nessuna commessa"
          w={{ base: '100%', sm: 360 }}
        />
        <Select
          label="Ubicazione"
          placeholder="Tutte le ubicazioni"
          data={siteOptions}
          value={path.site ?? null}
          onChange={(value) => go({ ...path, year: path.year ?? year, site: value ?? undefined })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Mostra tutte le ubicazioni' }}
          nothingFoundMessage="Nessuna ubicazione"
          disabled={siteOptions.length === 0}
          w={{ base: '100%', sm: 300 }}
        />
      </FiltersFold>
      {overview.isError ? (
        <LoadError title="Dati economici non caricati" query={overview}>
          {economicsErrorMessage(overview.error)}
        </LoadError>
      ) : !data ? (
        <Text c="dimmed" role="status">
          Caricamento dei dati economici…
        </Text>
      ) : !data.chosen ? (
        <Alert color="blue" variant="light" title="Scegli una commessa">
          Scegli una commessa (o un’ubicazione) per vederne i dati economici: sono {data.jobOrders.length} le
          commesse avviate dei clienti.
        </Alert>
      ) : data.sites.length === 0 ? (
        <Alert color="gray" variant="light" title="Nessun dato economico">
          {data.jobOrders.length === 0
            ? 'Nessuna delle tue commesse è ancora avviata: i dati economici compaiono quando una commessa viene segnata come avviata.'
            : `Nessuna ubicazione delle commesse scelte è attiva nel ${year}.`}
        </Alert>
      ) : (
        <Stack gap="lg" style={staleStyle(stale)}>
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              {canAdd && (
                <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
                  Aggiungi variazione economica
                </Button>
              )}
            </Group>
            <ExportButton
              exporter={exporter}
              request={query}
              contents={`i dati economici del ${year}`}
              errorMessages={{}}
              disabled={false}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <YearFigure label={`Canone ${year}`} value={formatCents(data.total.feeCents)} />
            <YearFigure label="Variazioni economiche" value={signedCents(data.total.variationsCents)} />
            <YearFigure label="Fatturato" value={formatCents(data.total.invoicedCents)} />
          </SimpleGrid>
          {data.sites.some((site) => site.issue) && (
            <Alert color="yellow" variant="light" title="Ubicazioni senza canone calcolato">
              {data.sites
                .filter((site) => site.issue)
                .map((site) => `${site.siteName}: ${economicsSiteIssueLabels[site.issue!]}`)
                .join('; ')}
              .
            </Alert>
          )}
          <ChartFrame
            title="Andamento per mese"
            note="Le stesse cifre sono nella tabella «Per mese» qui sotto."
            height={260}
            chart={(height) => <EconomicsChart months={data.months} height={height} />}
          />
          <div>
            <Title order={2} size="h3" mb="xs">
              Per mese
            </Title>
            <MonthsTable overview={data} onExplain={setExplained} />
            <Text size="xs" c="dimmed" mt="xs">
              Il fatturato è quello delle commesse
              {path.site ? ' (le fatture sono per commessa, non per ubicazione)' : ''}: l’imponibile di ogni
              fattura è ripartito sui giorni del suo periodo di competenza.
            </Text>
          </div>
          {data.sites.length > 1 && (
            <div>
              <Title order={2} size="h3" mb="xs">
                Ubicazioni
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {data.sites.map((site) => (
                  <Paper withBorder p="sm" radius="md" key={site.siteCode}>
                    <Anchor
                      component="button"
                      type="button"
                      fw={600}
                      ta="left"
                      onClick={() => go({ year, task: site.jobOrderId, site: site.siteCode })}
                    >
                      {site.siteName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {site.siteCode} · commessa {site.jobOrderId}
                    </Text>
                    <Text size="sm">
                      Totale {year}: {formatCents(site.total.totalCents)}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
            </div>
          )}
          <div>
            <Title order={2} size="h3" mb="xs">
              Variazioni economiche
            </Title>
            <VariationsList variations={data.variations} canDelete={canDelete} />
          </div>
          <MonthDrawer
            year={year}
            month={explained}
            sites={data.sites}
            invoicedCents={explained === null ? null : (data.months[explained - 1]?.invoicedCents ?? 0)}
            onClose={() => setExplained(null)}
          />
          <AddVariationDialog
            opened={adding}
            onClose={() => setAdding(false)}
            year={year}
            sites={addSites}
            initialSite={path.site ?? null}
            initialMonth={currentMonth}
            byCustomer={!staff}
          />
        </Stack>
      )}
    </Stack>
  );
}

function YearFigure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}
