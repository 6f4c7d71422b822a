import { Badge, Button, Collapse, Group, Stack, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

type FiltersFoldProps = {
  /** The filters that narrow the list now, counted on the button so a folded choice is not forgotten. */
  activeFilters: number;
  /** Beside the button («Azzera i filtri»). */
  actions?: ReactNode;
  /** The filters, one under the other. */
  children: ReactNode;
};

/**
 * A list's filters folded under one «Filtri» button, for a phone: the list starts under the search
 * instead of under a screenful of fields. Closed at first; the button counts the filters in use.
 */
export function FiltersFold({ activeFilters, actions, children }: FiltersFoldProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const foldId = useId();
  return (
    <>
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
        <Stack gap="sm">{children}</Stack>
      </Collapse>
    </>
  );
}
