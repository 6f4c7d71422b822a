import { ActionIcon, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ContactItem } from '@portale/shared';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../lib/confirm-dialog.tsx';
import { ListPagination } from '../../lib/list-pagination.tsx';
import { LoadError } from '../../lib/load-error.tsx';
import { operationErrorMessage } from '../../lib/operation-error-message.ts';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../lib/responsive-table.tsx';
import { SearchField } from '../../lib/search-field.tsx';
import { useContactList, useContactsAdminActions } from './api/contacts-admin-api.ts';
import { ContactFormDialog } from './contact-form-dialog.tsx';
import type { ContactsAdminSearch } from './contacts-admin-search.ts';
import { associationCount, contactErrors, personName } from './contacts-admin-words.ts';

const pageSize = 20;

/** «Persone»: the provider's people, searched and paged, each to edit or delete. */
export function PeopleTab({
  search,
  change,
}: {
  search: ContactsAdminSearch;
  change: (next: Partial<ContactsAdminSearch>) => void;
}) {
  const page = search.page ?? 1;
  const list = useContactList({ query: search.query, page, pageSize });
  const { deleteContact } = useContactsAdminActions();
  const [editing, setEditing] = useState<ContactItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ContactItem | null>(null);
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const people = list.data?.data ?? [];

  const actions = (person: ContactItem) => (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`Modifica ${personName(person)}`}
        onClick={() => setEditing(person)}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Elimina ${personName(person)}`}
        onClick={() => setDeleting(person)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <SearchField
          value={search.query}
          onSearch={(query) => change({ query, page: undefined })}
          placeholder="Nome, cognome, email, sede o matricola"
          w={{ base: '100%', sm: 360 }}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Nuovo contatto
        </Button>
      </Group>
      {list.isError ? (
        <LoadError title="Contatti non caricati" query={list}>
          Non è stato possibile leggere l’elenco delle persone.
        </LoadError>
      ) : list.data && people.length === 0 ? (
        <Text c="dimmed">
          {search.query ? 'Nessuna persona corrisponde alla ricerca.' : 'Nessuna persona inserita.'}
        </Text>
      ) : (
        <ResponsiveTable
          label="Persone"
          minWidth={760}
          cards={people.map((person) => (
            <TableCard key={person.contactId} label={personName(person)}>
              <CardFields>
                <CardField label="Email">{person.email ?? '—'}</CardField>
                <CardField label="Telefono">{person.phone ?? '—'}</CardField>
                <CardField label="Sede di lavoro">{person.workPlace ?? '—'}</CardField>
                <CardField label="Associazioni">{associationCount(person.associationCount)}</CardField>
              </CardFields>
              {actions(person)}
            </TableCard>
          ))}
        >
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Persona</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Telefono</Table.Th>
                <Table.Th>Sede di lavoro</Table.Th>
                <Table.Th>Matricola</Table.Th>
                <Table.Th>Associazioni</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Azioni</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map((person) => (
                <Table.Tr key={person.contactId}>
                  <Table.Td>{personName(person)}</Table.Td>
                  <Table.Td>{person.email ?? '—'}</Table.Td>
                  <Table.Td>{person.phone ?? '—'}</Table.Td>
                  <Table.Td>{person.workPlace ?? '—'}</Table.Td>
                  <Table.Td>{person.employeeId ?? '—'}</Table.Td>
                  <Table.Td>{associationCount(person.associationCount)}</Table.Td>
                  <Table.Td>{actions(person)}</Table.Td>
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
      <ContactFormDialog
        opened={editing !== null}
        contact={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Eliminare il contatto?"
        message={
          deleting
            ? `${personName(deleting)} sarà tolto da ${associationCount(deleting.associationCount)}; chi rispondeva a questa persona non avrà più un superiore.`
            : ''
        }
        confirmLabel="Elimina"
        color="red"
        onConfirm={() => deleteContact.mutateAsync(deleting!.contactId)}
        errorMessage={(failure) => operationErrorMessage(failure, contactErrors)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
