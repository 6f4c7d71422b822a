import { Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { relativeTime } from './relative-time.ts';

/** '5 minuti fa', kept current at the pace of SPEC.md section 9; the exact time is in the tooltip. */
export function RelativeTimeText({ date }: { date: string }) {
  const moment = useMemo(() => new Date(date), [date]);
  const [now, setNow] = useState(() => new Date());
  const { text, refreshMs } = relativeTime(moment, now);

  useEffect(() => {
    const timer = setTimeout(() => setNow(new Date()), refreshMs);
    return () => clearTimeout(timer);
  }, [now, refreshMs]);

  return (
    <Text
      component="time"
      dateTime={date}
      title={formatDateTime(date)}
      size="xs"
      c="dimmed"
      style={{ whiteSpace: 'nowrap' }}
    >
      {text}
    </Text>
  );
}
