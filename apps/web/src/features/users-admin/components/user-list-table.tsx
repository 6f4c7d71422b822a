import { Anchor, Table, Text, UnstyledButton } from '@mantine/core';
import type { UserListItem } from '@portale/shared';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { ResponsiveTable } from '../../../lib/responsive-table.tsx';
import type { UserListSearch } from '../user-list-search.ts';
import { UserListCards } from './user-list-cards.tsx';
import { nextSort, sortFieldLabels, type UserListSortField } from './user-list-sort.ts';
import { UserRoleCount } from './user-role-count.tsx';
import { UserStateBadges } from './user-state-badges.tsx';
import { BreakableEmail } from '../../../lib/breakable-email.tsx';

type UserListTableProps = {
  users: readonly UserListItem[];
  search: UserListSearch;
  onSort: (change: Pick<UserListSearch, 'sortBy' | 'sortDirection'>) => void;
};

type SortableHeaderProps = Omit<UserListTableProps, 'users'> & { field: UserListSortField; label?: string };

function SortableHeader({ field, label, search, onSort }: SortableHeaderProps) {
  const active = (search.sortBy ?? 'surname') === field;
  const direction = search.sortDirection ?? 'asc';
  const Icon = !active ? IconArrowsSort : direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton
        onClick={() => onSort(nextSort(search, field))}
        fw={600}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
      >
        {label ?? sortFieldLabels[field].label}
        <Icon size={14} aria-hidden opacity={active ? 1 : 0.4} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** The users of one page: a table on wide screens (a row opens the user), cards on phones. */
export function UserListTable({ users, search, onSort }: UserListTableProps) {
  const navigate = useNavigate();
  const header = { search, onSort };

  return (
    <ResponsiveTable label="Elenco degli utenti" minWidth={920} cards={<UserListCards users={users} />}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing={8}>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader field="surname" label="Cognome e nome" {...header} />
            <SortableHeader field="username" {...header} />
            <SortableHeader field="email" {...header} />
            <SortableHeader field="companyName" {...header} />
            <Table.Th>Stato</Table.Th>
            <Table.Th>Permessi</Table.Th>
            <SortableHeader field="lastLogin" {...header} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr
              key={user.id}
              style={{ cursor: 'pointer' }}
              onClick={() => void navigate({ to: '/backoffice/users/$userId', params: { userId: user.id } })}
            >
              <Table.Td>
                <Anchor
                  renderRoot={(props) => (
                    <Link {...props} to="/backoffice/users/$userId" params={{ userId: user.id }} />
                  )}
                  fw={600}
                  size="sm"
                  onClick={(event) => event.stopPropagation()}
                >
                  {user.surname} {user.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <BreakableEmail email={user.username} />
              </Table.Td>
              <Table.Td>
                {/* Narrower than the company: the email breaks at its parts, a table cut at 1366 px. */}
                <Text size="sm" maw={220}>
                  <BreakableEmail email={user.email} />
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" maw={260}>
                  {user.companyName}
                </Text>
                {user.customerCode && (
                  <Text size="xs" c="dimmed">
                    {user.customerCode}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <UserStateBadges active={user.active} enabled={user.enabled} stacked />
              </Table.Td>
              <Table.Td>
                <UserRoleCount user={user} withNames />
              </Table.Td>
              <Table.Td>
                {/* The day over the time when the table is tight (1366 px): never a date cut in two. */}
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Mai'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
