import { Button, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { EconomicsSite } from '@portale/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCents } from '../../../lib/format-cents.ts';
import { useEconomicsMonth } from '../api/economics.ts';
import { monthTitle } from '../explanation-text.ts';
import { MonthExplanationState } from './month-explanation.tsx';

type MonthDrawerProps = {
  year: number;
  /** The month explained, null while closed. */
  month: number | null;
  /** The sites of the page; with one, its explanation opens at once. */
  sites: readonly EconomicsSite[];
  invoicedCents: number | null;
  onClose: () => void;
};

/** A month's figures explained: with several sites, their list first, each opening its explanation. */
export function MonthDrawer({ year, month, sites, invoicedCents, onClose }: MonthDrawerProps) {
  return (
    <Drawer
      opened={month !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={month === null ? '' : `Spiegazione di ${monthTitle(year, month).toLowerCase()}`}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      {month !== null && (
        <MonthDrawerBody key={month} year={year} month={month} sites={sites} invoicedCents={invoicedCents} />
      )}
    </Drawer>
  );
}

function MonthDrawerBody({
  year,
  month,
  sites,
  invoicedCents,
}: Omit<MonthDrawerProps, 'onClose' | 'month'> & { month: number }) {
  const single = sites.length === 1 ? sites[0]!.siteCode : null;
  const [chosen, setChosen] = useState<string | null>(single);
  const detail = useEconomicsMonth(chosen === null ? null : { siteCode: chosen, year, month });
  const site = sites.find((candidate) => candidate.siteCode === chosen);
  const invoiced =
    invoicedCents === null ? null : (
      <Text size="sm" c="dimmed">
        Fatturato nel mese: {formatCents(invoicedCents)}. Le fatture sono emesse per commessa: l’imponibile di
        ciascuna è ripartito sui giorni del suo periodo di competenza, e le note di credito lo riducono.
      </Text>
    );

  if (chosen === null) {
    return (
      <Stack gap="sm">
        <Text size="sm">Scegli un’ubicazione per leggere come si forma il suo canone del mese.</Text>
        {sites.map((candidate) => {
          const figures = candidate.months[month - 1];
          return (
            <UnstyledButton
              key={candidate.siteCode}
              onClick={() => setChosen(candidate.siteCode)}
              p="xs"
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                border: '1px solid var(--mantine-color-default-border)',
              }}
            >
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text size="sm" fw={600}>
                    {candidate.siteName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {candidate.siteCode} · commessa {candidate.jobOrderId}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">{formatCents(figures?.totalCents ?? 0)}</Text>
                  <IconChevronRight size={16} aria-hidden />
                </Group>
              </Group>
            </UnstyledButton>
          );
        })}
        {invoiced}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {single === null && (
        <Button
          variant="subtle"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          onClick={() => setChosen(null)}
          w="fit-content"
        >
          Tutte le ubicazioni
        </Button>
      )}
      <div>
        <Text fw={700}>{site?.siteName ?? chosen}</Text>
        <Text size="xs" c="dimmed">
          {chosen}
          {site ? ` · commessa ${site.jobOrderId}` : ''}
        </Text>
      </div>
      <MonthExplanationState query={detail} />
      {single !== null && invoiced}
    </Stack>
  );
}
