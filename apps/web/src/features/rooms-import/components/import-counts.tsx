import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { RoomImportResult } from '@portale/shared';
import { formatNumber } from '../../../lib/italian-numbers.ts';

/** What a dry run would do, or what an import did, in five figures. */
export function ImportCounts({ result }: { result: RoomImportResult }) {
  const dry = result.dryRun;
  const figures = [
    { label: dry ? 'Da aggiungere' : 'Aggiunti', value: result.added },
    { label: dry ? 'Da modificare' : 'Modificati', value: result.changed },
    { label: dry ? 'Da chiudere' : 'Chiusi', value: result.closed },
    { label: 'Invariati', value: result.unchanged },
    { label: 'Scartati', value: result.rejected, alarming: result.rejected > 0 },
  ];
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" component="dl" m={0}>
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder radius="md" p="sm">
          <Text component="dt" size="sm" c={figure.alarming ? 'red' : 'dimmed'}>
            {figure.label}
          </Text>
          <Text component="dd" m={0} fz="h3" fw={700} c={figure.alarming ? 'red' : undefined}>
            {formatNumber(figure.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
