import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { italianMonthName, qualityAccess } from '@portale/shared';
import { IconRosette } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCurrentProfile } from '../../../lib/current-profile.tsx';
import { formatDate } from '../../../lib/format.ts';
import { formatNumber, formatThousandths } from '../../../lib/italian-numbers.ts';
import { profileAllows } from '../../../lib/profile-access.ts';
import { useQualityTrend } from '../api/quality-trend.ts';
import { WidgetCard } from './widget-card.tsx';

/** «giugno 2026» for '2026-06-01'. */
const monthOf = (day: string) => `${italianMonthName(Number(day.slice(5, 7)))} ${day.slice(0, 4)}`;

/**
 * The quality trend on the dashboard: each of the last six months' mean score with its compliant
 * controls, and the latest control completed, which opens; then the statistics or the controls.
 */
export function QualityTrendCard() {
  const query = useQualityTrend();
  const trend = query.data;
  const profile = useCurrentProfile();
  const seesStatistics = profileAllows(profile, qualityAccess.rules.statisticsPage);
  const seesControls = profileAllows(profile, qualityAccess.rules.read);
  return (
    <WidgetCard title="Qualità" icon={IconRosette} state={query}>
      {trend && (
        <Stack gap="sm">
          {trend.months.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nessun controllo di qualità negli ultimi sei mesi.
            </Text>
          ) : (
            <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Ultimi mesi">
              {trend.months.map((month) => (
                <li key={month.month}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm">{monthOf(month.month)}</Text>
                    <Text size="sm" fw={600}>
                      {formatThousandths(month.meanScoreThousandths)}
                    </Text>
                  </Group>
                  <Progress
                    value={month.meanScoreThousandths / 10}
                    size="sm"
                    color={month.compliant === month.controls ? 'teal' : 'orange'}
                    aria-hidden
                  />
                  <Text size="xs" c="dimmed">
                    {formatNumber(month.compliant)} conformi su {formatNumber(month.controls)}{' '}
                    {month.controls === 1 ? 'controllo' : 'controlli'}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
          {trend.latest && (
            <Text size="sm">
              Ultimo controllo:{' '}
              {seesControls ? (
                <Anchor
                  size="sm"
                  renderRoot={(props) => (
                    <Link
                      {...props}
                      to="/quality/controls/$controlId"
                      params={{ controlId: String(trend.latest!.id) }}
                    />
                  )}
                >
                  {trend.latest.siteName}, {formatDate(trend.latest.controlDate)}
                </Anchor>
              ) : (
                `${trend.latest.siteName}, ${formatDate(trend.latest.controlDate)}`
              )}{' '}
              · {trend.latest.compliant ? 'Conforme' : 'Non conforme'} (
              {formatThousandths(trend.latest.scoreThousandths)})
            </Text>
          )}
          {seesStatistics ? (
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/quality/statistics" />}>
              Le statistiche della qualità
            </Anchor>
          ) : (
            seesControls && (
              <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/quality/controls" />}>
                Tutti i controlli
              </Anchor>
            )
          )}
        </Stack>
      )}
    </WidgetCard>
  );
}
