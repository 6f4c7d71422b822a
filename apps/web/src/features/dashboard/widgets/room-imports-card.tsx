import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { RoomImportRun } from '@portale/shared';
import { IconTableImport } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { wrappingBadge } from '../../../lib/wrapping-labels.ts';
import { useRecentRoomImports } from '../api/staff-summaries.ts';
import { WidgetCard } from './widget-card.tsx';
import { formatNumber } from '../../../lib/italian-numbers.ts';

/** «Importazione del 25/11/2026 14:30, Mario Rossi. Aggiunti: 10, modificati: 0, chiusi: 0». */
function runText(run: RoomImportRun): string {
  const what = run.dryRun ? 'Verifica' : 'Importazione';
  const who = run.userName ? `, ${run.userName}` : '';
  const counts = `Aggiunti: ${formatNumber(run.added)}, modificati: ${formatNumber(run.changed)}, chiusi: ${formatNumber(run.closed)}`;
  return `${what} del ${formatDateTime(run.createdAt)}${who}. ${counts}`;
}

/** The latest room imports of any site, those with rejected rows flagged (permission 4, sites). */
export function RoomImportsCard() {
  const query = useRecentRoomImports();
  const runs = query.data;
  return (
    <WidgetCard title="Importazioni locali recenti" icon={IconTableImport} state={query}>
      {runs && runs.length === 0 && (
        <Text size="sm" c="dimmed">
          Nessuna importazione di locali.
        </Text>
      )}
      {runs && runs.length > 0 && (
        <Stack gap="sm">
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {runs.map((run) => (
              <li key={run.importId}>
                <Group gap="xs" wrap="wrap">
                  <Anchor
                    renderRoot={(props) => (
                      <Link {...props} to="/backoffice/rooms-import" search={{ site: run.siteCode }} />
                    )}
                    fw={600}
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {run.siteName}
                  </Anchor>
                  {run.rejected > 0 && (
                    <Badge color="red" variant="light" classNames={wrappingBadge}>
                      {run.rejected === 1
                        ? '1 riga scartata'
                        : `${formatNumber(run.rejected)} righe scartate`}
                    </Badge>
                  )}
                </Group>
                <Text size="sm">{runText(run)}</Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {run.fileName}
                </Text>
              </li>
            ))}
          </Stack>
          <Anchor renderRoot={(props) => <Link {...props} to="/backoffice/rooms-import" />} size="sm">
            Importa i locali di un’ubicazione
          </Anchor>
        </Stack>
      )}
    </WidgetCard>
  );
}
