import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { messagesAccess } from '@portale/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentProfile } from '../../../lib/current-profile.tsx';
import { profileAllows } from '../../../lib/profile-access.ts';
import { SearchField } from '../../../lib/search-field.tsx';
import { useMessageCustomers } from '../api/message-customers.ts';
import { useMyMessages } from '../api/my-messages.ts';
import { useStaffMessages } from '../api/staff-messages.ts';
import { useLiveRefresh } from '../api/use-live-refresh.ts';
import { transmissionErrorMessage } from '../transmission-errors.ts';
import { BroadcastDialog } from './broadcast-dialog.tsx';
import { ThreadList } from './thread-list.tsx';
import { staleStyle } from '../../../lib/drawn-answer.ts';
import { LoadError } from '../../../lib/load-error.tsx';

const pageSize = 20;

/**
 * /transmissions/messages: the communications addressed to the customer user, or for the provider
 * (communications) every communication, with the form that sends one to many customers.
 */
export function MessagesPage() {
  useLiveRefresh('messages');
  const profile = useCurrentProfile();
  const staff = profile.roles.includes('staff');
  const canSend = staff && profileAllows(profile, messagesAccess.rules.read);
  const [query, setQuery] = useState<string | undefined>();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [customerCode, setCustomerCode] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [composing, composer] = useDisclosure(false);
  const customers = useMessageCustomers(canSend);
  const filter = {
    query,
    unreadOnly: unreadOnly ? ('true' as const) : undefined,
    page,
    pageSize,
  };
  const mine = useMyMessages(filter, !staff);
  const all = useStaffMessages({ ...filter, customerCode: customerCode ?? undefined }, staff);
  const shown = staff ? all : mine;
  const { data, isPending, isError, error, isPlaceholderData } = shown;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / pageSize));
  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Comunicazioni
          </Title>
          <Text c="dimmed">
            {staff
              ? 'Le comunicazioni inviate ai clienti e le loro risposte.'
              : 'Gli avvisi e i messaggi del fornitore.'}
          </Text>
        </div>
        {canSend && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={composer.open}>
            Nuova comunicazione
          </Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end">
        <SearchField
          placeholder="Oggetto o testo"
          value={query}
          onSearch={resetPage(setQuery)}
          style={{ flex: '1 1 240px' }}
        />
        {staff && (
          <Select
            label="Cliente"
            placeholder="Tutti"
            searchable
            clearable
            data={(customers.data ?? []).map((customer) => ({
              value: customer.customerCode,
              label: customer.name,
            }))}
            value={customerCode}
            onChange={resetPage(setCustomerCode)}
            style={{ flex: '1 1 240px' }}
          />
        )}
        <Switch
          label="Solo da leggere"
          checked={unreadOnly}
          onChange={(event) => resetPage(setUnreadOnly)(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      {isError && (
        <LoadError title="Comunicazioni non caricate" query={shown}>
          {transmissionErrorMessage(error)}
        </LoadError>
      )}
      {isPending ? (
        <Center py="xl">
          <Loader aria-label="Caricamento delle comunicazioni" />
        </Center>
      ) : data && data.data.length === 0 ? (
        <Alert color="gray" variant="light" title="Nessuna comunicazione">
          {query || unreadOnly || customerCode
            ? 'Nessuna comunicazione corrisponde alla ricerca.'
            : 'Non ci sono comunicazioni.'}
        </Alert>
      ) : (
        data && (
          <Stack gap="md" style={staleStyle(isPlaceholderData)}>
            <ThreadList threads={data.data} staff={staff} />
            {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
          </Stack>
        )
      )}
      {canSend && (
        <BroadcastDialog opened={composing} onClose={composer.close} customers={customers.data ?? []} />
      )}
    </Stack>
  );
}
