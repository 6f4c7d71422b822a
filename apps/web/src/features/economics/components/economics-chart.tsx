import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { EconomicsOverview } from '@portale/shared';
import { formatCents } from '../../../lib/format-cents.ts';
import { monthShort } from '../explanation-text.ts';

/** The axis's amounts, short enough for a phone: «120K €», «1,2 Mln €» (the tooltips keep the cents). */
const axisEuro = new Intl.NumberFormat('it-IT', {
  notation: 'compact',
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 1,
});

/** Fee, economics variations and invoiced, month by month; the table below holds the same figures. */
export function EconomicsChart({ months, height }: { months: EconomicsOverview['months']; height: number }) {
  const data = months.map((month) => ({
    month: monthShort(month.month),
    canone: month.feeCents / 100,
    variazioni: month.variationsCents / 100,
    fatturato: month.invoicedCents / 100,
  }));
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="month"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={(value) => formatCents(Math.round(value * 100))}
      yAxisProps={{ tickFormatter: (value: number) => axisEuro.format(value), width: 72 }}
      series={[
        { name: 'canone', label: 'Canone', color: 'blue.7' },
        { name: 'variazioni', label: 'Variazioni economiche', color: 'orange.7' },
        { name: 'fatturato', label: 'Fatturato', color: 'teal.7' },
      ]}
    />
  );
}
