import { Badge, Button, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { SyncSource, SyncSourceWithKey } from '@portale/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { ConfirmDialog } from '../../lib/confirm-dialog.tsx';
import { formatDateTime, formatDateTimeAfter } from '../../lib/format.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../lib/responsive-table.tsx';
import { useSyncSourceActions, useSyncSources } from './api/sync-api.ts';
import { NewSourceDialog } from './new-source-dialog.tsx';
import { SyncKeyDialog } from './sync-key-dialog.tsx';

type Pending = { kind: 'revoke' | 'replace'; source: SyncSource } | null;

const notFound = (failure: unknown) => apiErrorMessage(failure, { 404: 'Sorgente non trovata.' });

function StateBadge({ source }: { source: SyncSource }) {
  return source.revokedAt ? (
    <Badge color="red" variant="light">
      Revocata
    </Badge>
  ) : (
    <Badge color="teal" variant="light">
      Attiva
    </Badge>
  );
}

/** When a source last sent a batch; its revocation, if any. */
const lastUsed = (source: SyncSource) => (source.lastUsedAt ? formatDateTime(source.lastUsedAt) : 'mai');

function Actions({ source, onAsk }: { source: SyncSource; onAsk: (pending: Pending) => void }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="xs"
        variant="light"
        onClick={() => onAsk({ kind: 'replace', source })}
        aria-label={`Nuova chiave per ${source.name}`}
      >
        Nuova chiave
      </Button>
      {!source.revokedAt && (
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => onAsk({ kind: 'revoke', source })}
          aria-label={`Revoca ${source.name}`}
        >
          Revoca
        </Button>
      )}
    </Group>
  );
}

function SourcesTable({ sources, onAsk }: { sources: SyncSource[]; onAsk: (pending: Pending) => void }) {
  return (
    <ResponsiveTable
      label="Elenco delle sorgenti"
      minWidth={900}
      cards={
        <Stack gap="sm">
          {sources.map((source) => (
            <TableCard key={source.id} label={source.name}>
              <Group justify="space-between" mb={4}>
                <Text fw={600}>{source.name}</Text>
                <StateBadge source={source} />
              </Group>
              <CardFields>
                <CardField label="Chiave">{`${source.keyPrefix}…`}</CardField>
                <CardField label="Emessa">{formatDateTime(source.keyIssuedAt)}</CardField>
                <CardField label="Ultimo lotto">{lastUsed(source)}</CardField>
                {source.revokedAt && (
                  <CardField label="Revocata">{formatDateTime(source.revokedAt)}</CardField>
                )}
              </CardFields>
              <Group mt="xs">
                <Actions source={source} onAsk={onAsk} />
              </Group>
            </TableCard>
          ))}
        </Stack>
      }
    >
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sorgente</Table.Th>
            <Table.Th>Chiave</Table.Th>
            <Table.Th>Emessa</Table.Th>
            <Table.Th>Ultimo lotto</Table.Th>
            <Table.Th>Stato</Table.Th>
            <Table.Th>Azioni</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sources.map((source) => (
            <Table.Tr key={source.id}>
              <Table.Td>{source.name}</Table.Td>
              <Table.Td ff="monospace">{`${source.keyPrefix}…`}</Table.Td>
              <Table.Td>{formatDateTime(source.keyIssuedAt)}</Table.Td>
              <Table.Td>{lastUsed(source)}</Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <StateBadge source={source} />
                  {source.revokedAt && (
                    <Text size="xs" c="dimmed">
                      {formatDateTimeAfter('il', source.revokedAt)}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Actions source={source} onAsk={onAsk} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

/** The systems that send data, each with its key: a new one, a new key, a key revoked. */
export function SourcesPanel() {
  const sources = useSyncSources();
  const actions = useSyncSourceActions();
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<SyncSourceWithKey | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  return (
    <Stack gap="sm" component="section" aria-labelledby="sync-sources-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3" id="sync-sources-title">
          Sorgenti
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          Nuova sorgente
        </Button>
      </Group>
      {sources.isPending ? (
        <Center py="xl">
          <Loader aria-label="Caricamento delle sorgenti" />
        </Center>
      ) : sources.isError ? (
        <LoadError title="Sorgenti non caricate" query={sources}>
          {apiErrorMessage(sources.error, { 403: 'Non hai i permessi per gestire la sincronizzazione.' })}
        </LoadError>
      ) : sources.data.length === 0 ? (
        <Text c="dimmed">
          Nessuna sorgente: creane una per ogni sistema che deve inviare dati al portale.
        </Text>
      ) : (
        <SourcesTable sources={sources.data} onAsk={setPending} />
      )}
      <NewSourceDialog opened={creating} onClose={() => setCreating(false)} onCreated={setIssued} />
      <SyncKeyDialog issued={issued} onClose={() => setIssued(null)} />
      <ConfirmDialog
        opened={pending?.kind === 'revoke'}
        title="Revocare la sorgente?"
        message={`«${pending?.source.name ?? ''}» non potrà più inviare dati finché non le darai una nuova chiave. Quello che ha già inviato resta nel portale.`}
        confirmLabel="Revoca"
        color="red"
        onConfirm={() => actions.revoke.mutateAsync(pending!.source.id)}
        errorMessage={notFound}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        opened={pending?.kind === 'replace'}
        title="Generare una nuova chiave?"
        message={
          pending?.source.revokedAt
            ? `«${pending.source.name}» potrà di nuovo inviare dati con la nuova chiave, che dovrai inserire nel sistema.`
            : `La chiave attuale di «${pending?.source.name ?? ''}» smetterà subito di funzionare: dovrai inserire la nuova nel sistema che invia i dati.`
        }
        confirmLabel="Genera la chiave"
        onConfirm={async () => setIssued(await actions.replaceKey.mutateAsync(pending!.source.id))}
        errorMessage={notFound}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
