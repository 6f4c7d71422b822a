import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ContactRoleCategoryWithRoles } from '@portale/shared';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../lib/confirm-dialog.tsx';
import { LoadError } from '../../lib/load-error.tsx';
import { operationErrorMessage } from '../../lib/operation-error-message.ts';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../lib/responsive-table.tsx';
import { useContactsAdminActions, useRoleTree } from './api/contacts-admin-api.ts';
import { CategoryFormDialog } from './category-form-dialog.tsx';
import { associationCount, categoryDeleteErrors, roleDeleteErrors } from './contacts-admin-words.ts';
import { RoleFormDialog } from './role-form-dialog.tsx';

type Role = ContactRoleCategoryWithRoles['contactRoles'][number];

/** «Ruoli»: the categories in order, each with its roles in order of priority. */
export function RolesTab() {
  const tree = useRoleTree();
  const { deleteRole, deleteCategory } = useContactsAdminActions();
  const [editingCategory, setEditingCategory] = useState<ContactRoleCategoryWithRoles | 'new' | null>(null);
  const [editingRole, setEditingRole] = useState<{ role: Role | null; categoryId: number } | null>(null);
  const [deletingRole, setDeletingRole] = useState<Role | null>(null);
  const [deletingCategory, setDeletingCategory] = useState<ContactRoleCategoryWithRoles | null>(null);
  const categories = tree.data?.data ?? [];

  if (tree.isError)
    return (
      <LoadError title="Ruoli non caricati" query={tree}>
        Non è stato possibile leggere le categorie e i ruoli.
      </LoadError>
    );
  /** The role's buttons, in its row and in its card on a phone. */
  const roleActions = (role: (typeof categories)[number]['contactRoles'][number], categoryId: number) => (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`Modifica il ruolo ${role.name}`}
        onClick={() => setEditingRole({ role, categoryId })}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Elimina il ruolo ${role.name}`}
        onClick={() => setDeletingRole(role)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text c="dimmed" maw={640}>
          Le categorie e i ruoli compaiono ai clienti in quest’ordine. Le nuove segnalazioni di un’ubicazione
          vanno alla persona con il primo ruolo che gestisce le segnalazioni.
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditingCategory('new')}>
          Nuova categoria
        </Button>
      </Group>
      {categories.map((category) => (
        <Paper key={category.contactRoleCategoryId} withBorder p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} fz="h4">
                {category.name}{' '}
                <Text span c="dimmed" fz="sm">
                  (priorità {category.priority})
                </Text>
              </Title>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => setEditingRole({ role: null, categoryId: category.contactRoleCategoryId })}
                >
                  Nuovo ruolo
                </Button>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Modifica la categoria ${category.name}`}
                  onClick={() => setEditingCategory(category)}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Elimina la categoria ${category.name}`}
                  onClick={() => setDeletingCategory(category)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            {category.contactRoles.length === 0 ? (
              <Text c="dimmed" fz="sm">
                Nessun ruolo in questa categoria.
              </Text>
            ) : (
              <ResponsiveTable
                label={`Ruoli della categoria ${category.name}`}
                minWidth={640}
                cards={category.contactRoles.map((role) => (
                  <TableCard key={role.contactRoleId} label={role.name}>
                    <CardFields>
                      <CardField label="Priorità">{role.priority}</CardField>
                      <CardField label="Risponde a">{role.respondsToRole?.name ?? '—'}</CardField>
                      <CardField label="Uso">{associationCount(role.associationCount)}</CardField>
                      {role.handleTickets && (
                        <CardField label="Segnalazioni">Gestisce le segnalazioni</CardField>
                      )}
                    </CardFields>
                    {roleActions(role, category.contactRoleCategoryId)}
                  </TableCard>
                ))}
              >
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Priorità</Table.Th>
                      <Table.Th>Ruolo</Table.Th>
                      <Table.Th>Risponde a</Table.Th>
                      <Table.Th>Uso</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Azioni</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {category.contactRoles.map((role) => (
                      <Table.Tr key={role.contactRoleId}>
                        <Table.Td>{role.priority}</Table.Td>
                        <Table.Td>
                          <Group gap="xs">
                            {role.name}
                            {role.handleTickets && (
                              <Badge variant="light" size="sm">
                                Gestisce le segnalazioni
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>{role.respondsToRole?.name ?? '—'}</Table.Td>
                        <Table.Td>{associationCount(role.associationCount)}</Table.Td>
                        <Table.Td>{roleActions(role, category.contactRoleCategoryId)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ResponsiveTable>
            )}
          </Stack>
        </Paper>
      ))}
      <CategoryFormDialog
        opened={editingCategory !== null}
        category={editingCategory === 'new' ? null : editingCategory}
        onClose={() => setEditingCategory(null)}
      />
      <RoleFormDialog
        opened={editingRole !== null}
        role={editingRole?.role ?? null}
        categoryId={editingRole?.categoryId ?? null}
        categories={categories}
        onClose={() => setEditingRole(null)}
      />
      <ConfirmDialog
        opened={deletingRole !== null}
        title="Eliminare il ruolo?"
        message={deletingRole ? `Il ruolo «${deletingRole.name}» sarà eliminato.` : ''}
        confirmLabel="Elimina"
        color="red"
        onConfirm={() => deleteRole.mutateAsync(deletingRole!.contactRoleId)}
        errorMessage={(failure) => operationErrorMessage(failure, roleDeleteErrors)}
        onClose={() => setDeletingRole(null)}
      />
      <ConfirmDialog
        opened={deletingCategory !== null}
        title="Eliminare la categoria?"
        message={deletingCategory ? `La categoria «${deletingCategory.name}» sarà eliminata.` : ''}
        confirmLabel="Elimina"
        color="red"
        onConfirm={() => deleteCategory.mutateAsync(deletingCategory!.contactRoleCategoryId)}
        errorMessage={(failure) => operationErrorMessage(failure, categoryDeleteErrors)}
        onClose={() => setDeletingCategory(null)}
      />
    </Stack>
  );
}
