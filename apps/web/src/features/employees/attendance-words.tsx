import { Badge, Group, Stack, Text } from '@mantine/core';
import { attendanceAnomalyLabels, type AttendanceAnomaly, type Stamping } from '@portale/shared';
import { formatDate, formatDateTime, formatTime } from '../../lib/format.ts';
import { wrappingBadge } from '../../lib/wrapping-labels.ts';

const kindWords = { in: 'Entrata', out: 'Uscita' } as const;

/** A stamping's time: the hour alone on its own day, the date too when it fell on another (a night's end). */
const timeOf = (at: string, day: string) =>
  formatDate(at) === formatDate(day) ? formatTime(at) : formatDateTime(at);

/** A day's stampings in order, each «Entrata 06:02», a corrected one with the time first received. */
export function StampingList({ stampings, day }: { stampings: readonly Stamping[]; day: string }) {
  if (stampings.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nessuna timbratura
      </Text>
    );
  return (
    <Stack gap={2}>
      {stampings.map((stamping) => (
        <Text size="sm" key={`${stamping.kind}-${stamping.at}`}>
          {kindWords[stamping.kind]} {timeOf(stamping.at, day)}
          {stamping.firstAt && (
            <Text span size="xs" c="dimmed">
              {' '}
              (corretta: prima {timeOf(stamping.firstAt, day)})
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}

/** A day's anomalies by kind, in words; «Nessuna» when the day is in order. */
export function AnomalyBadges({ anomalies }: { anomalies: readonly AttendanceAnomaly[] }) {
  if (anomalies.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nessuna
      </Text>
    );
  return (
    <Group gap={4}>
      {anomalies.map((anomaly) => (
        <Badge key={anomaly} color="orange" variant="light" classNames={wrappingBadge}>
          {attendanceAnomalyLabels[anomaly]}
        </Badge>
      ))}
    </Group>
  );
}
