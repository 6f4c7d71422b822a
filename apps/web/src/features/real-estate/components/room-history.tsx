import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { RoomHistoryEntry } from '@portale/shared';
import { historyPeriodText, roomFactsText } from '../real-estate-text.ts';
import { RoomStateBadge } from './room-state-badge.tsx';

type RoomHistoryProps = {
  /** Latest first. */
  history: readonly RoomHistoryEntry[];
  /** The day shown: the period holding it is marked. */
  date: string;
};

const holds = (entry: RoomHistoryEntry, date: string) =>
  entry.from <= date && (!entry.to || date <= entry.to);

/**
 * The room's periods, latest first: from when to when, its state, name, area, category and frequency
 * in each, and what made the change (an import and its file).
 */
export function RoomHistory({ history, date }: RoomHistoryProps) {
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Storia del locale">
      {history.map((entry) => (
        <Paper component="li" key={entry.from} withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{historyPeriodText(entry)}</Text>
              <RoomStateBadge state={entry.state} />
              {history.length > 1 && holds(entry, date) && (
                <Badge variant="outline" color="brand">
                  Periodo del giorno scelto
                </Badge>
              )}
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {roomFactsText(entry)}
            </Text>
            {entry.source && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                Origine: {entry.source}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
