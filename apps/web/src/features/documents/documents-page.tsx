import { Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { DocumentList } from './components/document-list.tsx';

const route = getRouteApi('/protected/documents');

/**
 * /documents: the documents the provider published for the user's customer, job orders and sites (DUVRI,
 * POS, DURC, safety data sheets…), with their validity, the latest version of each; those not opened yet
 * are marked and counted by the menu's badge.
 */
export function DocumentsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Documenti
        </Title>
        <Text c="dimmed">
          I documenti che il fornitore ha pubblicato per te: sicurezza, DURC, certificazioni, rapporti e
          verbali, con la loro validità. Un pallino rosso segna quelli che non hai ancora aperto.
        </Text>
      </div>
      <DocumentList search={search} onSearch={(next) => void navigate({ search: next })} staff={false} />
    </Stack>
  );
}
