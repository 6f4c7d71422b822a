import { Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { RunsPanel } from './runs-panel.tsx';
import { SourcesPanel } from './sources-panel.tsx';
import { SyncHowTo } from './sync-how-to.tsx';
import type { SyncSearch } from './sync-search.ts';

/**
 * /backoffice/sync (staff with sync): the systems that send personnel and stampings, each with a key
 * shown once, replaced or revoked at any time, and the log of the batches they sent.
 */
export function SyncPage() {
  const search = useSearch({ strict: false }) as SyncSearch;
  const navigate = useNavigate();
  /** A new filter starts again from the first page; a page of its own is a step the back button undoes. */
  const change = (next: Partial<SyncSearch>) =>
    void navigate({
      to: '/backoffice/sync',
      search: { ...search, ...next, page: next.page === 1 ? undefined : next.page },
      replace: next.page === undefined,
    });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Sincronizzazione
        </Title>
        <Text c="dimmed">
          I sistemi che inviano al portale il personale e le timbrature, con la loro chiave, e il registro di
          ogni lotto ricevuto.
        </Text>
      </div>
      <SyncHowTo />
      <SourcesPanel />
      <RunsPanel search={search} change={change} />
    </Stack>
  );
}
