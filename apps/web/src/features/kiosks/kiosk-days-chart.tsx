import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { Paper } from '@mantine/core';
import type { KioskStatistics } from '@portale/shared';
import { daysChartLabel } from './kiosk-words.ts';

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The index and the number of votes of each day with votes. */
export function KioskDaysChart({ days }: { days: KioskStatistics['days'] }) {
  const data = days.map((day) => ({ giorno: dayLabel(day.day), indice: day.index, voti: day.votes }));
  return (
    <Paper withBorder p="md" radius="md">
      <div role="img" aria-label={daysChartLabel(days)}>
        <CompositeChart
          h={280}
          data={data}
          dataKey="giorno"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          withRightYAxis
          yAxisProps={{ domain: [0, 100] }}
          rightYAxisLabel="Voti"
          yAxisLabel="Indice"
          maxBarWidth={12}
          series={[
            { name: 'voti', label: 'Voti', color: 'gray.4', type: 'bar', yAxisId: 'right' },
            { name: 'indice', label: 'Indice', color: 'blue.7', type: 'line' },
          ]}
        />
      </div>
    </Paper>
  );
}
