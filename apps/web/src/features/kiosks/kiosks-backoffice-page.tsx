import { Badge, Button, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { kioskListLimit, type Kiosk, type KioskWithKey } from '@portale/shared';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { staffSitePickerQuery } from '../../lib/api/staff-site-options.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { ConfirmDialog } from '../../lib/confirm-dialog.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { formatNumber } from '../../lib/italian-numbers.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../lib/responsive-table.tsx';
import { SitePicker } from '../../lib/site-picker.tsx';
import { useKioskActions, useKioskList } from './api/kiosks-api.ts';
import { KioskAlertPanel } from './kiosk-alert-form.tsx';
import { KioskKeyDialog } from './kiosk-key-dialog.tsx';
import type { KioskBackOfficeSearch } from './kiosks-search.ts';
import { NewKioskDialog } from './new-kiosk-dialog.tsx';

type Pending = { kind: 'revoke' | 'replace'; kiosk: Kiosk } | null;

function StateBadge({ kiosk }: { kiosk: Kiosk }) {
  return kiosk.revokedAt ? (
    <Badge color="red" variant="light">
      Revocato
    </Badge>
  ) : (
    <Badge color="teal" variant="light">
      Attivo
    </Badge>
  );
}

function Actions({ kiosk, onAsk }: { kiosk: Kiosk; onAsk: (pending: Pending) => void }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Button size="xs" variant="light" onClick={() => onAsk({ kind: 'replace', kiosk })}>
        Nuova chiave
      </Button>
      {!kiosk.revokedAt && (
        <Button size="xs" variant="light" color="red" onClick={() => onAsk({ kind: 'revoke', kiosk })}>
          Revoca
        </Button>
      )}
    </Group>
  );
}

const lastSeen = (kiosk: Kiosk) => (kiosk.lastSeenAt ? formatDateTime(kiosk.lastSeenAt) : 'mai');

function KiosksTable({ kiosks, onAsk }: { kiosks: Kiosk[]; onAsk: (pending: Pending) => void }) {
  return (
    <ResponsiveTable
      label="Chioschi"
      minWidth={900}
      cards={kiosks.map((kiosk) => (
        <TableCard key={kiosk.id} label={kiosk.name}>
          <Group justify="space-between" mb={4}>
            <Text fw={600}>{kiosk.name}</Text>
            <StateBadge kiosk={kiosk} />
          </Group>
          <CardFields>
            <CardField label="Ubicazione">{kiosk.siteName}</CardField>
            <CardField label="Locale">{kiosk.roomName ?? '–'}</CardField>
            <CardField label="Chiave">{`${kiosk.keyPrefix}…`}</CardField>
            <CardField label="Ultimo invio">{lastSeen(kiosk)}</CardField>
            <CardField label="Voti in 30 giorni">{formatNumber(kiosk.recentVotes)}</CardField>
          </CardFields>
          <Group mt="xs">
            <Actions kiosk={kiosk} onAsk={onAsk} />
          </Group>
        </TableCard>
      ))}
    >
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Chiosco</Table.Th>
            <Table.Th>Ubicazione</Table.Th>
            <Table.Th>Locale</Table.Th>
            <Table.Th>Chiave</Table.Th>
            <Table.Th>Ultimo invio</Table.Th>
            <Table.Th>Voti in 30 giorni</Table.Th>
            <Table.Th>Stato</Table.Th>
            <Table.Th>Azioni</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kiosks.map((kiosk) => (
            <Table.Tr key={kiosk.id}>
              <Table.Td>{kiosk.name}</Table.Td>
              <Table.Td>{kiosk.siteName}</Table.Td>
              <Table.Td>{kiosk.roomName ?? '–'}</Table.Td>
              <Table.Td ff="monospace">{`${kiosk.keyPrefix}…`}</Table.Td>
              <Table.Td>{lastSeen(kiosk)}</Table.Td>
              <Table.Td>{formatNumber(kiosk.recentVotes)}</Table.Td>
              <Table.Td>
                <StateBadge kiosk={kiosk} />
              </Table.Td>
              <Table.Td>
                <Actions kiosk={kiosk} onAsk={onAsk} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

/**
 * /backoffice/kiosks (staff with survey): the kiosks of a site, or of every site; a new kiosk, whose key
 * is shown once; a new key or a revoked one; the site's alert of bad votes.
 */
export function KiosksBackOfficePage() {
  const search = useSearch({ strict: false }) as KioskBackOfficeSearch;
  const navigate = useNavigate();
  const siteCode = search.siteCode;
  const list = useKioskList(siteCode);
  const actions = useKioskActions();
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<KioskWithKey | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Chioschi delle ubicazioni
        </Title>
        <Text c="dimmed">
          Ogni chiosco invia i voti con una chiave sua, che si vede solo quando viene creata: si può
          sostituire o revocare in ogni momento.
        </Text>
      </div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SitePicker
          siteCode={siteCode}
          onChange={(next) => void navigate({ to: '/backoffice/kiosks', search: { siteCode: next } })}
          query={staffSitePickerQuery}
          clearable
          placeholder="Tutte le ubicazioni"
          w={{ base: '100%', sm: 360 }}
        />
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          disabled={!siteCode}
          onClick={() => setCreating(true)}
        >
          Nuovo chiosco
        </Button>
      </Group>
      {!siteCode && (
        <Text size="sm" c="dimmed">
          Scegli un’ubicazione per installare un chiosco e impostarne l’allarme.
        </Text>
      )}
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label="Caricamento dei chioschi" />
        </Center>
      ) : list.isError ? (
        <LoadError title="Chioschi non caricati" query={list}>
          {apiErrorMessage(list.error, {})}
        </LoadError>
      ) : list.data.kiosks.length === 0 ? (
        <Text>Nessun chiosco {siteCode ? 'in questa ubicazione' : 'installato'}.</Text>
      ) : (
        <>
          {list.data.kiosks.length >= kioskListLimit && (
            <Text size="sm" c="dimmed">
              {`Sono elencati i primi ${formatNumber(kioskListLimit)} chioschi in ordine di ubicazione: scegli un’ubicazione per vedere i suoi.`}
            </Text>
          )}
          <KiosksTable kiosks={list.data.kiosks} onAsk={setPending} />
        </>
      )}
      {siteCode && <KioskAlertPanel siteCode={siteCode} />}
      {siteCode && (
        <NewKioskDialog
          siteCode={siteCode}
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={setIssued}
        />
      )}
      <KioskKeyDialog issued={issued} onClose={() => setIssued(null)} />
      <ConfirmDialog
        opened={pending?.kind === 'revoke'}
        title="Revocare il chiosco?"
        message={`«${pending?.kiosk.name ?? ''}» non potrà più inviare voti finché non gli darai una nuova chiave. I voti già ricevuti restano nelle statistiche.`}
        confirmLabel="Revoca"
        color="red"
        onConfirm={() => actions.revoke.mutateAsync(pending!.kiosk.id)}
        errorMessage={(failure) => apiErrorMessage(failure, { 404: 'Chiosco non trovato.' })}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        opened={pending?.kind === 'replace'}
        title="Generare una nuova chiave?"
        message={`La chiave attuale di «${pending?.kiosk.name ?? ''}» smetterà subito di funzionare: dovrai inserire la nuova nel chiosco.`}
        confirmLabel="Genera la chiave"
        onConfirm={async () => setIssued(await actions.replaceKey.mutateAsync(pending!.kiosk.id))}
        errorMessage={(failure) => apiErrorMessage(failure, { 404: 'Chiosco non trovato.' })}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
