import { ActionIcon, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EconomicsVariation } from '@portale/shared';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../../lib/responsive-table.tsx';
import { useDeleteEconomicsVariation } from '../api/economics.ts';
import { economicsErrorMessage } from '../economics-errors.ts';
import { monthTitle, signedCents } from '../explanation-text.ts';

const monthOf = (month: string) => monthTitle(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
const authorOf = (variation: EconomicsVariation) =>
  `${variation.byCustomer ? 'Cliente' : 'Fornitore'}${variation.authorName ? ` (${variation.authorName})` : ''}`;

/** The year's extras and deductions; staff may remove one. */
export function VariationsList({
  variations,
  canDelete,
}: {
  variations: readonly EconomicsVariation[];
  canDelete: boolean;
}) {
  const [removing, setRemoving] = useState<EconomicsVariation | null>(null);
  const remove = useDeleteEconomicsVariation();
  if (variations.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nessuna variazione economica in quest’anno.
      </Text>
    );
  const kindBadge = (variation: EconomicsVariation) => (
    <Badge
      variant="light"
      color={variation.amountCents > 0 ? 'orange' : 'teal'}
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {variation.amountCents > 0 ? 'Extra' : 'Detrazione'}
    </Badge>
  );
  const deleteButton = (variation: EconomicsVariation) =>
    canDelete && (
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Elimina la variazione «${variation.description}»`}
        onClick={() => setRemoving(variation)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    );
  return (
    <>
      <ResponsiveTable
        label="Variazioni economiche"
        minWidth={760}
        cards={variations.map((variation) => (
          <TableCard key={variation.id} label={variation.description}>
            <Text fw={600} mb={4}>
              {variation.description}
            </Text>
            <CardFields>
              <CardField label="Mese">{monthOf(variation.month)}</CardField>
              <CardField label="Ubicazione">{variation.siteName}</CardField>
              <CardField label="Tipo">{kindBadge(variation)}</CardField>
              <CardField label="Importo">{signedCents(variation.amountCents)}</CardField>
              <CardField label="Inserita da">{authorOf(variation)}</CardField>
            </CardFields>
            {deleteButton(variation)}
          </TableCard>
        ))}
      >
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Mese</Table.Th>
              <Table.Th scope="col">Ubicazione</Table.Th>
              <Table.Th scope="col">Descrizione</Table.Th>
              <Table.Th scope="col">Tipo</Table.Th>
              <Table.Th scope="col" ta="right">
                Importo
              </Table.Th>
              <Table.Th scope="col">Inserita da</Table.Th>
              {canDelete && (
                <Table.Th scope="col">
                  <VisuallyHidden>Azioni</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {variations.map((variation) => (
              <Table.Tr key={variation.id}>
                <Table.Td>{monthOf(variation.month)}</Table.Td>
                <Table.Td>{variation.siteName}</Table.Td>
                <Table.Td>{variation.description}</Table.Td>
                <Table.Td>{kindBadge(variation)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {signedCents(variation.amountCents)}
                </Table.Td>
                <Table.Td>{authorOf(variation)}</Table.Td>
                {canDelete && <Table.Td>{deleteButton(variation)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
      <ConfirmDialog
        opened={removing !== null}
        title="Eliminare la variazione economica?"
        message={
          removing
            ? `«${removing.description}», ${signedCents(removing.amountCents)}: non conterà più nel totale del mese.`
            : ''
        }
        confirmLabel="Elimina"
        color="red"
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync(removing.id);
          notifications.show({ color: 'green', message: 'Variazione economica eliminata.' });
        }}
        errorMessage={economicsErrorMessage}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
