import { Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import type { EquipmentItem } from '@portale/shared';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../lib/responsive-table.tsx';
import { EquipmentLink } from './equipment-link.tsx';
import { EquipmentStateBadge, RetiredBadge } from './equipment-state-badge.tsx';
import {
  brandAndModel,
  equipmentCategoryLabel,
  formatEquipmentLocation,
  lastMaintenanceText,
} from './site-equipments-words.ts';

/** The equipment chosen for a sheet of labels: staff's page only. */
export type EquipmentSelection = {
  selected: ReadonlySet<number>;
  onToggle: (item: EquipmentItem, checked: boolean) => void;
  onTogglePage: (items: readonly EquipmentItem[], checked: boolean) => void;
};

type EquipmentListProps = {
  items: readonly EquipmentItem[];
  /** Staff's list: the customer under the site. */
  staff: boolean;
  selection: EquipmentSelection | null;
};

/** A retired piece of equipment has no label to print: it cannot be chosen. */
const printable = (item: EquipmentItem) => item.retiredOn === null;

function SelectItem({ item, selection }: { item: EquipmentItem; selection: EquipmentSelection }) {
  return (
    <Checkbox
      aria-label={`Seleziona ${item.name} (${item.labelCode})`}
      checked={selection.selected.has(item.id)}
      disabled={!printable(item)}
      onChange={(event) => selection.onToggle(item, event.currentTarget.checked)}
    />
  );
}

function SelectPage({
  items,
  selection,
  asCards,
}: {
  items: readonly EquipmentItem[];
  selection: EquipmentSelection;
  asCards: boolean;
}) {
  const choosable = items.filter(printable);
  const chosenHere = choosable.filter((item) => selection.selected.has(item.id)).length;
  return (
    <Checkbox
      aria-label="Seleziona tutte le attrezzature della pagina"
      label={asCards ? 'Seleziona tutta la pagina' : undefined}
      checked={chosenHere > 0 && chosenHere === choosable.length}
      indeterminate={chosenHere > 0 && chosenHere < choosable.length}
      disabled={choosable.length === 0}
      onChange={(event) => selection.onTogglePage(choosable, event.currentTarget.checked)}
    />
  );
}

function StateCell({ item }: { item: EquipmentItem }) {
  return (
    <Group gap={4} wrap="wrap">
      <EquipmentStateBadge state={item.state} />
      {item.retiredOn && <RetiredBadge />}
    </Group>
  );
}

function SiteCell({ item, staff }: { item: EquipmentItem; staff: boolean }) {
  return (
    <>
      <Text size="sm">{item.siteName}</Text>
      {staff && (
        <Text size="xs" c="dimmed">
          {item.customerName}
        </Text>
      )}
    </>
  );
}

function EquipmentCards({ items, staff, selection }: EquipmentListProps) {
  return (
    <Stack gap="sm">
      {selection && <SelectPage items={items} selection={selection} asCards />}
      {items.map((item) => (
        <TableCard key={item.id} label={item.name}>
          <Group wrap="nowrap" align="flex-start" gap="sm">
            {selection && <SelectItem item={item} selection={selection} />}
            <Stack gap={6} miw={0} style={{ flex: 1 }}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <EquipmentLink siteEquipmentId={item.id}>{item.name}</EquipmentLink>
                <StateCell item={item} />
              </Group>
              <CardFields>
                <CardField label="Etichetta">{item.labelCode}</CardField>
                <CardField label="Categoria">{equipmentCategoryLabel(item.category)}</CardField>
                <CardField label="Marca e modello">{brandAndModel(item)}</CardField>
                <CardField label="Ubicazione">
                  <SiteCell item={item} staff={staff} />
                </CardField>
                <CardField label="Posizione">{formatEquipmentLocation(item.location)}</CardField>
                <CardField label="Ultima manutenzione">
                  {lastMaintenanceText(item.lastMaintenanceOn)}
                </CardField>
              </CardFields>
            </Stack>
          </Group>
        </TableCard>
      ))}
    </Stack>
  );
}

function EquipmentTable({ items, staff, selection }: EquipmentListProps) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          {selection && (
            <Table.Th w={40}>
              <SelectPage items={items} selection={selection} asCards={false} />
            </Table.Th>
          )}
          <Table.Th>Etichetta</Table.Th>
          <Table.Th>Nome</Table.Th>
          <Table.Th>Categoria</Table.Th>
          <Table.Th>Marca e modello</Table.Th>
          <Table.Th>Ubicazione</Table.Th>
          <Table.Th>Posizione</Table.Th>
          <Table.Th>Stato</Table.Th>
          <Table.Th>Ultima manutenzione</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr
            key={item.id}
            bg={selection?.selected.has(item.id) ? 'var(--mantine-primary-color-light)' : undefined}
          >
            {selection && (
              <Table.Td>
                <SelectItem item={item} selection={selection} />
              </Table.Td>
            )}
            <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {item.labelCode}
            </Table.Td>
            <Table.Td>
              <EquipmentLink siteEquipmentId={item.id}>{item.name}</EquipmentLink>
            </Table.Td>
            <Table.Td>{equipmentCategoryLabel(item.category)}</Table.Td>
            <Table.Td>{brandAndModel(item)}</Table.Td>
            <Table.Td>
              <SiteCell item={item} staff={staff} />
            </Table.Td>
            <Table.Td>{formatEquipmentLocation(item.location)}</Table.Td>
            <Table.Td>
              <StateCell item={item} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {lastMaintenanceText(item.lastMaintenanceOn)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The equipment of one page: a table on a wide screen, a card each on a phone. */
export function EquipmentList(props: EquipmentListProps) {
  return (
    <ResponsiveTable
      label="Elenco delle attrezzature"
      minWidth={props.selection ? 1100 : 1060}
      cards={<EquipmentCards {...props} />}
    >
      <EquipmentTable {...props} />
    </ResponsiveTable>
  );
}
