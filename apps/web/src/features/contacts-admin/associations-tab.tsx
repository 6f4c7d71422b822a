import { ActionIcon, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ContactAssociationItem } from '@portale/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../lib/confirm-dialog.tsx';
import { CustomerPicker } from '../../lib/customer-picker.tsx';
import { ListPagination } from '../../lib/list-pagination.tsx';
import { LoadError } from '../../lib/load-error.tsx';
import { operationErrorMessage } from '../../lib/operation-error-message.ts';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../lib/responsive-table.tsx';
import { SitePicker } from '../../lib/site-picker.tsx';
import { useAssociationList, useContactsAdminActions, useRoleTree } from './api/contacts-admin-api.ts';
import { AssociationFormDialog } from './association-form-dialog.tsx';
import { customerSitesQuery, JobOrderPicker } from './association-pickers.tsx';
import type { ContactsAdminSearch } from './contacts-admin-search.ts';
import { associationDeleteErrors, associationPlace } from './contacts-admin-words.ts';

const pageSize = 20;

/** «Associazioni»: who stands in which role for a customer, its job orders and sites; filtered and paged. */
export function AssociationsTab({
  search,
  change,
}: {
  search: ContactsAdminSearch;
  change: (next: Partial<ContactsAdminSearch>) => void;
}) {
  const page = search.page ?? 1;
  const list = useAssociationList({
    customerCode: search.customerCode,
    jobOrderId: search.jobOrderId,
    siteCode: search.siteCode,
    page,
    pageSize,
  });
  const roles = useRoleTree();
  const { deleteAssociation } = useContactsAdminActions();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ContactAssociationItem | null>(null);
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const rows = list.data?.data ?? [];

  const remove = (row: ContactAssociationItem) => (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={`Elimina l’associazione di ${row.contactName} come ${row.role}`}
      onClick={() => setDeleting(row)}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
  const roleCell = (row: ContactAssociationItem) => (
    <Group gap="xs">
      {row.role}
      {row.handleTickets && (
        <Badge variant="light" size="sm">
          Segnalazioni
        </Badge>
      )}
    </Group>
  );

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <CustomerPicker
          value={search.customerCode}
          onChange={(customerCode) =>
            change({ customerCode, jobOrderId: undefined, siteCode: undefined, page: undefined })
          }
          w={{ base: '100%', sm: 320 }}
        />
        <JobOrderPicker
          customerCode={search.customerCode}
          value={search.jobOrderId}
          onChange={(jobOrderId) => change({ jobOrderId, siteCode: undefined, page: undefined })}
        />
        <SitePicker
          siteCode={search.siteCode}
          onChange={(siteCode) => change({ siteCode, page: undefined })}
          query={customerSitesQuery(search.customerCode ?? '', search.jobOrderId)}
          clearable
          disabled={!search.customerCode}
          placeholder={search.customerCode ? 'Tutte le ubicazioni' : 'Scegli prima il cliente'}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)} ml="auto">
          Nuova associazione
        </Button>
      </Group>
      {list.isError ? (
        <LoadError title="Associazioni non caricate" query={list}>
          Non è stato possibile leggere le associazioni.
        </LoadError>
      ) : list.data && rows.length === 0 ? (
        <Text c="dimmed">Nessuna associazione per questa scelta.</Text>
      ) : (
        <ResponsiveTable
          label="Associazioni"
          minWidth={820}
          cards={rows.map((row) => (
            <TableCard key={row.contactAssociationId} label={`${row.contactName} – ${row.role}`}>
              <CardFields>
                <CardField label="Cliente">{row.customer}</CardField>
                <CardField label="Dove">{associationPlace(row)}</CardField>
                <CardField label="Superiore">{row.contactSuperior ?? '—'}</CardField>
              </CardFields>
              {remove(row)}
            </TableCard>
          ))}
        >
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Persona</Table.Th>
                <Table.Th>Ruolo</Table.Th>
                <Table.Th>Cliente</Table.Th>
                <Table.Th>Dove</Table.Th>
                <Table.Th>Superiore</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Azioni</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.contactAssociationId}>
                  <Table.Td>{row.contactName}</Table.Td>
                  <Table.Td>{roleCell(row)}</Table.Td>
                  <Table.Td>{row.customer}</Table.Td>
                  <Table.Td>{associationPlace(row)}</Table.Td>
                  <Table.Td>{row.contactSuperior ?? '—'}</Table.Td>
                  <Table.Td>{remove(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
      <ListPagination
        total={list.data?.total ?? 0}
        pageSize={pageSize}
        page={page}
        onChange={(next) => change({ page: next })}
        compact={compact}
      />
      <AssociationFormDialog
        opened={adding}
        categories={roles.data?.data ?? []}
        customerCode={search.customerCode}
        onClose={() => setAdding(false)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Eliminare l’associazione?"
        message={
          deleting
            ? `${deleting.contactName} non sarà più ${deleting.role} per ${deleting.customer} (${associationPlace(deleting).toLowerCase()}).`
            : ''
        }
        confirmLabel="Elimina"
        color="red"
        onConfirm={() => deleteAssociation.mutateAsync(deleting!.contactAssociationId)}
        errorMessage={(failure) => operationErrorMessage(failure, associationDeleteErrors)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
