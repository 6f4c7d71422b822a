import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BillingTotals as Totals } from '@portale/shared';
import { formatCents } from '../../../lib/format-cents.ts';
import { totalsCaption } from '../billing-text.ts';

type BillingTotalsProps = { totals: Totals; filtered: boolean };

function Figure({ label, cents, colour }: { label: string; cents: number; colour?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" fw={600} c={colour}>
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCents(cents)}
      </Text>
    </Paper>
  );
}

/** What the filtered list adds up to: still to pay, of which overdue, and paid since 1 January. */
export function BillingTotals({ totals, filtered }: BillingTotalsProps) {
  return (
    <Stack gap={6} component="section" aria-label="Totali">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label="Da pagare" cents={totals.toPayCents} />
        <Figure
          label="Di cui scadute"
          cents={totals.overdueCents}
          colour={totals.overdueCents > 0 ? 'red' : undefined}
        />
        <Figure label="Pagate quest’anno" cents={totals.paidThisYearCents} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {totalsCaption(filtered)}
      </Text>
    </Stack>
  );
}
