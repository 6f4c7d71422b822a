import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { RoomTotals as Totals } from '@portale/shared';
import { formatArea } from '../../../lib/format-area.ts';
import { onDayText } from '../real-estate-text.ts';

type RoomTotalsProps = {
  totals: Totals;
  /** The day shown and today ('YYYY-MM-DD'), for «Aperti oggi» or «Aperti il 01/03/2025». */
  date: string;
  today: string;
  /** What the figures count, for screen readers: «Totali dell’ubicazione». */
  label: string;
};

type FigureProps = {
  value: string;
  label: string;
  hint?: string;
  /** Words, not a number. */ worded?: boolean;
};

function Figure({ value, label, hint, worded = false }: FigureProps) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fz={worded ? 'md' : { base: 20, sm: 24 }} fw={700} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The rooms and their areas on the day: how many, how many open, the total and open area, and the
 * equivalent area (m² × the category and frequency coefficients), which the fees are counted on.
 */
export function RoomTotals({ totals, date, today, label }: RoomTotalsProps) {
  const day = onDayText(date, today);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" component="section" aria-label={label}>
      <Figure value={String(totals.rooms)} label="Locali" hint={`esistenti ${day}`} />
      <Figure value={String(totals.openRooms)} label={`Aperti ${day}`} />
      <Figure value={formatArea(totals.area)} label="Superficie totale" />
      <Figure value={formatArea(totals.openArea)} label="Superficie aperta" />
      <Figure
        value={totals.equivalentOpenArea === null ? 'Non calcolabile' : formatArea(totals.equivalentOpenArea)}
        worded={totals.equivalentOpenArea === null}
        label="Superficie equivalente"
        hint={
          totals.equivalentOpenArea === null
            ? 'manca un coefficiente di categoria o frequenza'
            : 'aperta, per i coefficienti di categoria e frequenza'
        }
      />
    </SimpleGrid>
  );
}
