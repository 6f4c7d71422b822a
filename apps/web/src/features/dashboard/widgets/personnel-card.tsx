import { Anchor, Stack, Text } from '@mantine/core';
import { attendanceAnomalies, attendanceAnomalyLabels, type CoverageWeek } from '@portale/shared';
import { IconId } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatNumber, formatPercent } from '../../../lib/italian-numbers.ts';
import { useCoverageSummary } from '../api/coverage-summary.ts';
import { WidgetCard } from './widget-card.tsx';

const hours = (minutes: number) => `${formatNumber(minutes / 60, minutes % 60 === 0 ? 0 : 1)} h`;

/** «Previste 120 h, coperte 112 h (93%)». */
function coverageLine(week: CoverageWeek): string {
  if (week.plannedMinutes === 0) return 'Nessuna ora prevista';
  const ratio = week.coveredMinutes / week.plannedMinutes;
  return `Previste ${hours(week.plannedMinutes)}, coperte ${hours(week.coveredMinutes)} (${formatPercent(ratio)})`;
}

/**
 * Personnel on the dashboard: last week's planned hours against those covered on every site, this week's
 * up to yesterday (a day not over would only lower the share), and last week's anomalies by kind, naming
 * nobody (the coverage of PRODUCT.md, Personnel); the page has each site.
 */
export function PersonnelCard() {
  const query = useCoverageSummary();
  const [lastWeek, thisWeek] = query.data?.weeks ?? [];
  const anomalies = lastWeek
    ? attendanceAnomalies
        .filter((kind) => lastWeek.anomalies[kind] > 0)
        .map((kind) => ({ kind, count: lastWeek.anomalies[kind] }))
    : [];
  return (
    <WidgetCard title="Personale" icon={IconId} state={query}>
      <Stack gap="sm">
        {lastWeek && (
          <div>
            <Text size="sm" fw={600}>
              La settimana scorsa
            </Text>
            <Text size="sm">{coverageLine(lastWeek)}</Text>
          </div>
        )}
        {thisWeek && (
          <div>
            <Text size="sm" fw={600}>
              Questa settimana, fino a ieri
            </Text>
            <Text size="sm">{coverageLine(thisWeek)}</Text>
          </div>
        )}
        <div>
          <Text size="sm" fw={600} c={anomalies.length > 0 ? 'red.8' : undefined}>
            Anomalie della settimana scorsa:{' '}
            {formatNumber(anomalies.reduce((total, { count }) => total + count, 0))}
          </Text>
          {anomalies.length > 0 && (
            <Stack
              gap={2}
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="Anomalie per tipo"
            >
              {anomalies.map(({ kind, count }) => (
                <Text key={kind} component="li" size="xs" c="dimmed">
                  {attendanceAnomalyLabels[kind]}: {formatNumber(count)}
                </Text>
              ))}
            </Stack>
          )}
        </div>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/employees" />}>
          La copertura per ubicazione
        </Anchor>
      </Stack>
    </WidgetCard>
  );
}
