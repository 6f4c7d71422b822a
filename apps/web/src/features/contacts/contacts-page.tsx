import { Alert, Box, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { ContactCategorySections } from '../../lib/contact-card.tsx';
import { groupContactsByRoleCategory } from '../../lib/contact-groups.ts';
import { SearchField } from '../../lib/search-field.tsx';
import { useMyContacts } from './api/my-contacts.ts';
import { ContactSiteFilter } from './contact-site-filter.tsx';
import type { ContactsSearch } from './contacts-search.ts';
import { staleStyle } from '../../lib/drawn-answer.ts';
import { LoadError } from '../../lib/load-error.tsx';

const route = getRouteApi('/protected/contacts');

/** The provider's people for the user's sites (/contacts), by role category in order of priority. */
export function ContactsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const contacts = useMyContacts({ query: search.query || undefined, siteCode: search.siteCode });
  const changeSearch = (change: Partial<ContactsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true });
  const groups = groupContactsByRoleCategory(
    contacts.data?.data.flatMap((group) => group.associations) ?? [],
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Contatti
        </Title>
        <Text c="dimmed">
          Le persone del fornitore che seguono la tua azienda, le tue commesse e le tue ubicazioni.
        </Text>
      </div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField
          placeholder="Nome, cognome, ruolo o ubicazione"
          value={search.query}
          onSearch={(query) => changeSearch({ query })}
          w={{ base: '100%', sm: 340 }}
        />
        <ContactSiteFilter siteCode={search.siteCode} onChange={(siteCode) => changeSearch({ siteCode })} />
      </Group>
      {contacts.isPending ? (
        <Center py="xl">
          <Loader aria-label="Caricamento dei contatti" />
        </Center>
      ) : contacts.isError ? (
        <LoadError title="Contatti non caricati" query={contacts}>
          {apiErrorMessage(contacts.error, { 403: 'Non hai il permesso di consultare i contatti.' })}
        </LoadError>
      ) : groups.length === 0 ? (
        <Alert color="gray" variant="light" title="Nessun contatto trovato">
          {search.query || search.siteCode
            ? 'Nessuna persona corrisponde alla ricerca: prova con meno parole o con un’altra ubicazione.'
            : 'Non sono ancora indicati referenti per la tua azienda.'}
        </Alert>
      ) : (
        <Box style={staleStyle(contacts.isPlaceholderData)}>
          <ContactCategorySections groups={groups} showCoverage />
        </Box>
      )}
    </Stack>
  );
}
