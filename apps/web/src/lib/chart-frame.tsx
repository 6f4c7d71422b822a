import { Box, Paper, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { DrawnWhenSeen } from './drawn-when-seen.tsx';

/**
 * A chart in its frame: its title, the chart drawn once it is in sight (`DrawnWhenSeen`) and a note. The
 * chart is an image whose name says what it shows (its title, then its `summary`), before it is drawn as
 * after, so a screen reader finds the same. Until it is drawn its place is kept at `height`, so nothing
 * moves when it appears: `chart` draws it that tall (a lazy component).
 */
export function ChartFrame({
  title,
  summary,
  note,
  height,
  chart,
}: {
  title?: string;
  summary?: string;
  note?: string;
  height: number;
  chart: (height: number) => ReactNode;
}) {
  const noteId = useId();
  const name = [title, summary].filter(Boolean).join(': ');
  return (
    <Paper withBorder p="md" radius="md">
      {title && (
        <Text fw={600} mb="sm">
          {title}
        </Text>
      )}
      <div role="img" aria-label={name} aria-describedby={note ? noteId : undefined}>
        <DrawnWhenSeen placeholder={<Box h={height} />}>{chart(height)}</DrawnWhenSeen>
      </div>
      {note && (
        <Text size="xs" c="dimmed" id={noteId} mt="xs">
          {note}
        </Text>
      )}
    </Paper>
  );
}
