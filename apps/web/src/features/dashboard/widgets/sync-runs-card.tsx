import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { syncKindLabels, type SyncRun } from '@portale/shared';
import { IconPlugConnected } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { formatNumber } from '../../../lib/italian-numbers.ts';
import { wrappingBadge } from '../../../lib/wrapping-labels.ts';
import { useRecentSyncRuns } from '../api/staff-summaries.ts';
import { WidgetCard } from './widget-card.tsx';

/** «Timbrature, 25/11/2026 14:30: 1.200 righe, 1.180 nuove, 20 corrette, 0 uguali». */
function runText(run: SyncRun): string {
  const when = `${syncKindLabels[run.kind]}, ${formatDateTime(run.receivedAt)}`;
  if (run.refused) return `${when}: ${formatNumber(run.rows)} righe, rifiutato`;
  return `${when}: ${formatNumber(run.rows)} righe, ${formatNumber(run.created)} nuove, ${formatNumber(run.updated)} cambiate, ${formatNumber(run.unchanged)} uguali`;
}

/** The latest batches of the provider's systems, the refused ones flagged (permission 16, sync). */
export function SyncRunsCard() {
  const query = useRecentSyncRuns();
  const runs = query.data?.data;
  return (
    <WidgetCard title="Sincronizzazione" icon={IconPlugConnected} state={query}>
      <Stack gap="sm">
        {runs && runs.length === 0 && (
          <Text size="sm" c="dimmed">
            Nessun lotto ricevuto dai sistemi dell’azienda.
          </Text>
        )}
        {runs && runs.length > 0 && (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {runs.map((run) => (
              <li key={run.id}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {run.sourceName}
                  </Text>
                  {run.refused && (
                    <Badge color="red" variant="light" classNames={wrappingBadge}>
                      Rifiutato
                    </Badge>
                  )}
                </Group>
                <Text size="sm">{runText(run)}</Text>
              </li>
            ))}
          </Stack>
        )}
        <Anchor renderRoot={(props) => <Link {...props} to="/backoffice/sync" />} size="sm">
          Sorgenti e lotti
        </Anchor>
      </Stack>
    </WidgetCard>
  );
}
