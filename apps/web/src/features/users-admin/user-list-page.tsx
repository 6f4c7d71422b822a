import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { useUserList } from './api/user-list.ts';
import { UserListFilters } from './components/user-list-filters.tsx';
import { UserListTable } from './components/user-list-table.tsx';
import { userAdminErrorMessage } from './user-admin-errors.ts';
import { toUserListQuery } from './user-list-query.ts';
import { userListPageSize, type UserListSearch } from './user-list-search.ts';
import { formatCount } from '../../lib/italian-numbers.ts';

const route = getRouteApi('/protected/clients-users/backoffice/users');

const countLabel = (total: number) => formatCount(total, 'utente', 'utenti');

/** Back office (/backoffice/users): every user of the portal, searched, filtered, sorted and paged by the API. */
export function UserListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const query = toUserListQuery(search);
  const users = useUserList(query);

  /** A new filter or order starts again from the first page. */
  const changeSearch = (change: Partial<UserListSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }), replace: true });
  const changePage = (page: number) =>
    void navigate({ search: (previous) => ({ ...previous, page: page === 1 ? undefined : page }) });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Utenti
          </Title>
          <Text c="dimmed">
            Gli utenti dei clienti e dello staff: account, permessi e ubicazioni visibili.
          </Text>
        </div>
        <Button
          component={Link}
          to="/backoffice/users/new"
          leftSection={<IconUserPlus size={18} aria-hidden />}
        >
          Nuovo utente
        </Button>
      </Group>

      <UserListFilters search={search} onChange={changeSearch} compact={!isWide} />

      <PagedListState
        list={users}
        labels={{
          loading: 'Caricamento degli utenti',
          errorTitle: 'Utenti non caricati',
          emptyTitle: 'Nessun utente trovato',
          empty: 'Nessun utente corrisponde alla ricerca: prova con meno parole o togli un filtro.',
          count: countLabel,
        }}
        errorMessage={userAdminErrorMessage}
        pagination={{ pageSize: userListPageSize, page: query.page, onChange: changePage, compact: !isWide }}
      >
        {(rows) => <UserListTable users={rows} search={search} onSort={changeSearch} />}
      </PagedListState>
    </Stack>
  );
}
