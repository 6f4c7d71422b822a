import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import type { KioskStatistics } from '@portale/shared';

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The index and the number of votes of each day with votes. */
export function KioskDaysChart({ days, height }: { days: KioskStatistics['days']; height: number }) {
  const data = days.map((day) => ({ giorno: dayLabel(day.day), indice: day.index, voti: day.votes }));
  return (
    <CompositeChart
      h={height}
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
  );
}
