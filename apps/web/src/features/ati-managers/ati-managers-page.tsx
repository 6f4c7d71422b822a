import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { SearchField } from '../../lib/search-field.tsx';
import { useMyAtiManagers } from './api/my-ati-managers.ts';
import { AtiManagerCard } from './ati-manager-card.tsx';
import { filterAtiManagers } from './ati-manager-filter.ts';

/** The group managers page (/ati-managers): the managers of the user's ATI, with their sites. */
export function AtiManagersPage() {
  const { ati } = useCurrentProfile();
  const { data: managers } = useMyAtiManagers();
  const [search, setSearch] = useState<string | undefined>();
  const shown = filterAtiManagers(managers, search ?? '');

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Referenti ATI
        </Title>
        <Text c="dimmed">
          {ati.isAti && ati.atiName
            ? `Le persone delle imprese di ${ati.atiName} che seguono le tue ubicazioni.`
            : 'Le persone delle imprese associate che seguono le tue ubicazioni.'}
        </Text>
      </div>
      {!ati.isAti || managers.length === 0 ? (
        <Alert color="gray" variant="light" title="Nessun referente da mostrare">
          {ati.isAti
            ? 'Per la tua ATI non sono ancora stati indicati referenti.'
            : 'Il tuo profilo non fa parte di un’associazione temporanea di imprese (ATI): questa pagina è per gli utenti delle ATI.'}
        </Alert>
      ) : (
        <>
          <SearchField
            placeholder="Nome, impresa, ubicazione o città"
            value={search}
            onSearch={setSearch}
            maw={420}
          />
          {shown.length === 0 ? (
            <Text c="dimmed">Nessun referente corrisponde alla ricerca.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
              {shown.map((manager) => (
                <AtiManagerCard key={manager.managerId} manager={manager} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
