import { Box, Paper, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { DrawnWhenSeen } from './drawn-when-seen.tsx';

/**
 * A chart in its frame: its title, the chart drawn once it is in sight (`DrawnWhenSeen`) and a note. The
 * chart is an image whose name says what it shows (its title, then its `summary`), before it is drawn as
 * after, so a screen reader finds the same; until it is drawn its place is kept at `height`, the chart's own, so nothing moves when it
 * appears. `children` is the chart, a lazy component `height` tall.
 */
export function ChartFrame({
  title,
  summary,
  note,
  height,
  children,
}: {
  title?: string;
  summary?: string;
  note?: string;
  height: number;
  children: ReactNode;
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
        <DrawnWhenSeen placeholder={<Box h={height} />}>{children}</DrawnWhenSeen>
      </div>
      {note && (
        <Text size="xs" c="dimmed" id={noteId} mt="xs">
          {note}
        </Text>
      )}
    </Paper>
  );
}
