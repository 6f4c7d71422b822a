import { Badge, Button, Collapse, Group, Stack, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

type FiltersFoldProps = {
  /** A phone: the filters fold under «Filtri»; otherwise they stand in a row after the search. */
  compact: boolean;
  /** Always in sight, first (the text search). */
  search?: ReactNode;
  /** The filters that narrow the list now, counted on the button so a folded choice is not forgotten. */
  activeFilters: number;
  /** After the filters in the row, beside the button when folded («Azzera i filtri»). */
  actions?: ReactNode;
  /** The filters of the row. */
  children: ReactNode;
  /** Choices that take a line of their own under the row; in the fold, after the filters. */
  below?: ReactNode;
};

/**
 * A list's search and filters: in a row on a wide screen; on a phone the filters fold under one
 * «Filtri» button below the search, closed at first and counting the filters in use, so the list starts
 * on the first screen instead of under a screenful of fields.
 */
export function FiltersFold({ compact, search, activeFilters, actions, children, below }: FiltersFoldProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const foldId = useId();
  if (!compact) {
    const row = (
      <Group gap="md" align="flex-end" wrap="wrap">
        {search}
        {children}
        {actions}
      </Group>
    );
    return below ? (
      <Stack gap="sm">
        {row}
        {below}
      </Stack>
    ) : (
      row
    );
  }
  return (
    <Stack gap="sm">
      {search}
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          rightSection={
            activeFilters > 0 ? (
              <Badge size="sm" circle>
                {activeFilters}
                <VisuallyHidden>{activeFilters === 1 ? ' filtro attivo' : ' filtri attivi'}</VisuallyHidden>
              </Badge>
            ) : undefined
          }
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={foldId}
        >
          Filtri
        </Button>
        {actions}
      </Group>
      <Collapse expanded={opened} id={foldId}>
        <Stack gap="sm">
          {children}
          {below}
        </Stack>
      </Collapse>
    </Stack>
  );
}
