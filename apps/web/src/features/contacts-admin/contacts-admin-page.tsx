import { Stack, Tabs, Text, Title } from '@mantine/core';
import { contactsAdminTabs, type ContactsAdminTab } from '@portale/shared';
import { IconAddressBook, IconHierarchy, IconLink } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AssociationsTab } from './associations-tab.tsx';
import type { ContactsAdminSearch } from './contacts-admin-search.ts';
import { tabLabels } from './contacts-admin-words.ts';
import { PeopleTab } from './people-tab.tsx';
import { RolesTab } from './roles-tab.tsx';

const tabIcons: Record<ContactsAdminTab, ReactNode> = {
  people: <IconAddressBook size={16} aria-hidden />,
  roles: <IconHierarchy size={16} aria-hidden />,
  associations: <IconLink size={16} aria-hidden />,
};

/**
 * /backoffice/contacts (staff with contacts): the provider's people, the roles they hold and to whom
 * each answers, and their associations to customers, job orders and sites, which the customers' contacts
 * page and the tickets' routing read. The tab and each tab's filters are in the address bar.
 */
export function ContactsAdminPage() {
  const search = useSearch({ strict: false }) as ContactsAdminSearch;
  const navigate = useNavigate();
  const tab = search.tab ?? 'people';
  /** A new filter starts again from the first page; a page of its own is a step the back button undoes. */
  const change = (next: Partial<ContactsAdminSearch>) =>
    void navigate({
      to: '/backoffice/contacts',
      search: { ...search, ...next, page: next.page === 1 ? undefined : next.page },
      replace: next.page === undefined,
    });
  const openTab = (value: string | null) =>
    void navigate({
      to: '/backoffice/contacts',
      search: { tab: value === 'people' ? undefined : (value as ContactsAdminTab) },
    });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Contatti
        </Title>
        <Text c="dimmed">
          Le persone del fornitore, i loro ruoli e le associazioni a clienti, commesse e ubicazioni che i
          clienti vedono nella pagina dei contatti.
        </Text>
      </div>
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List>
          {contactsAdminTabs.map((value) => (
            <Tabs.Tab key={value} value={value} leftSection={tabIcons[value]}>
              {tabLabels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="people" pt="lg">
          <PeopleTab search={search} change={change} />
        </Tabs.Panel>
        <Tabs.Panel value="roles" pt="lg">
          <RolesTab />
        </Tabs.Panel>
        <Tabs.Panel value="associations" pt="lg">
          <AssociationsTab search={search} change={change} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
