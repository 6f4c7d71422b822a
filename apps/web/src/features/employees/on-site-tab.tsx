import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { romeToday, type OnSite } from '@portale/shared';
import { formatDate, formatDateAfter, formatTime } from '../../lib/format.ts';
import { formatCount } from '../../lib/italian-numbers.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { useOnSite, useStampingsArrived } from './api/employees-api.ts';
import { SiteFilter } from './employee-filters.tsx';
import { employeesReadErrorMessage } from './employees-errors.ts';
import { PersonLink } from './person-link.tsx';
import type { TabProps } from './tab-props.ts';

/** Since when: the hour of a clock-in of today, the day too of an earlier one (a night shift). */
const since = (at: string) =>
  formatDate(at) === formatDate(romeToday())
    ? `dalle ${formatTime(at)}`
    : `${formatDateAfter('dal', at)} alle ${formatTime(at)}`;

function SiteCard({ site }: { site: OnSite[number] }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={site.siteName}>
      <Stack gap="xs">
        <div>
          <Title order={2} size="h4">
            {site.siteName}
          </Title>
          <Text size="sm" c="dimmed">
            {formatCount(site.people.length, 'persona presente', 'persone presenti')}
          </Text>
        </div>
        <List spacing={4} listStyleType="none" p={0}>
          {site.people.map((person) => (
            <List.Item key={person.employeeId}>
              <PersonLink employeeId={person.employeeId}>{person.name}</PersonLink>{' '}
              <Text span size="sm" c="dimmed">
                {since(person.since)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

/**
 * «Presenti ora» (sub-role employee stampings, staff): per site, the people clocked in at this moment,
 * read again whenever the hub says new stampings arrived.
 */
export function OnSiteTab({ search, change }: TabProps) {
  useStampingsArrived();
  const onSite = useOnSite(search.siteCode);
  const sites = (onSite.data ?? []).filter((site) => site.people.length > 0);
  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <div style={{ flex: '0 1 360px' }}>
          <SiteFilter value={search.siteCode} onChange={(siteCode) => change({ siteCode })} />
        </div>
        <Button variant="default" onClick={() => void onSite.refetch()} loading={onSite.isFetching}>
          Aggiorna
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Chi ha timbrato l’entrata e non ancora l’uscita. L’elenco si aggiorna da solo quando arrivano nuove
        timbrature.
      </Text>
      {onSite.isPending ? (
        <Center py="xl">
          <Loader aria-label="Caricamento delle presenze" />
        </Center>
      ) : onSite.isError ? (
        <LoadError title="Presenze non caricate" query={onSite}>
          {employeesReadErrorMessage(onSite.error)}
        </LoadError>
      ) : sites.length === 0 ? (
        <Alert color="gray" variant="light" title="Nessuno presente">
          {search.siteCode
            ? 'In questo momento nessuno risulta entrato in questa ubicazione.'
            : 'In questo momento nessuno risulta entrato nelle ubicazioni.'}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {formatCount(
              sites.reduce((sum, site) => sum + site.people.length, 0),
              'persona presente',
              'persone presenti',
            )}{' '}
            in {formatCount(sites.length, 'ubicazione', 'ubicazioni')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {sites.map((site) => (
              <SiteCard key={site.siteCode} site={site} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
