import { Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { customersRules, sitesRules, usersRules, type CustomerDetail } from '@portale/shared';
import { IconPencil, IconPlus, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../lib/confirm-dialog.tsx';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { formatDate } from '../../lib/format.ts';
import { formatCount } from '../../lib/italian-numbers.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { linkLeadsNowhere, MissingItem } from '../../lib/missing-item.tsx';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { profileAllows } from '../../lib/profile-access.ts';
import { CardField, CardFields } from '../../lib/responsive-table.tsx';
import {
  useCustomerActions,
  useCustomerDetail,
  useCustomerSites,
  useJobOrderList,
} from './api/customers-api.ts';
import { CustomerFormDialog } from './customer-form-dialog.tsx';
import { customersPageSize } from './customers-query.ts';
import {
  customerChangeErrorMessage,
  customersReadErrorMessage,
  deactivationMessage,
  reactivationMessage,
} from './customers-words.ts';
import { JobOrderFormDialog } from './job-order-form-dialog.tsx';
import { ActiveBadge, JobOrderTable, SiteTable } from './job-order-table.tsx';

function CustomerJobOrders({ customer }: { customer: CustomerDetail }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const compact = !useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const list = useJobOrderList({ customerCode: customer.code, page, pageSize: customersPageSize });
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          Commesse
        </Title>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setCreating(true)}
        >
          Nuova commessa
        </Button>
      </Group>
      <PagedListState
        list={list}
        labels={{
          loading: 'Caricamento delle commesse',
          errorTitle: 'Commesse non caricate',
          emptyTitle: 'Nessuna commessa',
          empty: 'Il cliente non ha ancora commesse: creane una o attendi la prossima sincronizzazione.',
          count: (total) => formatCount(total, 'commessa', 'commesse'),
        }}
        errorMessage={customersReadErrorMessage}
        pagination={{ pageSize: customersPageSize, page, onChange: setPage, compact }}
      >
        {(items) => <JobOrderTable items={items} withCustomer={false} />}
      </PagedListState>
      {creating && (
        <JobOrderFormDialog
          jobOrder={null}
          customerCode={customer.code}
          onClose={() => setCreating(false)}
          onCreated={(created) =>
            void navigate({ to: '/backoffice/job-orders/$jobOrderId', params: { jobOrderId: created.id } })
          }
        />
      )}
    </Stack>
  );
}

function CustomerSites({ customer, linkSites }: { customer: CustomerDetail; linkSites: boolean }) {
  const [page, setPage] = useState(1);
  const compact = !useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const list = useCustomerSites(customer.code, { page, pageSize: customersPageSize });
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          Ubicazioni
        </Title>
        {linkSites && (
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to="/backoffice/sites" search={{ clientCode: customer.code }} />
            )}
          >
            Pubblica le ubicazioni del cliente
          </Anchor>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        Le ubicazioni arrivano dal gestionale con la sincronizzazione, non pubblicate: i clienti le vedono
        solo dopo la pubblicazione.
      </Text>
      <PagedListState
        list={list}
        labels={{
          loading: 'Caricamento delle ubicazioni',
          errorTitle: 'Ubicazioni non caricate',
          emptyTitle: 'Nessuna ubicazione',
          empty: 'Il cliente non ha ancora ubicazioni: arriveranno con la sincronizzazione del gestionale.',
          count: (total) => formatCount(total, 'ubicazione', 'ubicazioni'),
        }}
        errorMessage={customersReadErrorMessage}
        pagination={{ pageSize: customersPageSize, page, onChange: setPage, compact }}
      >
        {(items) => <SiteTable items={items} linkSites={linkSites} />}
      </PagedListState>
    </Stack>
  );
}

/**
 * /backoffice/customers/{code} (staff with clients): the customer's data with «Modifica» and
 * «Disattiva»/«Riattiva», its job orders, its sites and a link to its users.
 */
export function CustomerDetailPage() {
  const { customerCode } = useParams({ strict: false }) as { customerCode: string };
  const detail = useCustomerDetail(customerCode);
  const actions = useCustomerActions(customerCode);
  const profile = useCurrentProfile();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const back = (
    <Anchor renderRoot={(props) => <Link {...props} to="/backoffice/customers" />}>Torna ai clienti</Anchor>
  );

  if (detail.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Caricamento del cliente" />
      </Center>
    );
  if (detail.isError) {
    if (linkLeadsNowhere(detail.error))
      return (
        <Stack gap="md">
          <MissingItem title="Cliente non trovato">Nessun cliente ha il codice {customerCode}.</MissingItem>
          {back}
        </Stack>
      );
    return (
      <Stack gap="md">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Cliente
        </Title>
        <LoadError title="Cliente non caricato" query={detail}>
          {customersReadErrorMessage(detail.error)}
        </LoadError>
      </Stack>
    );
  }

  const customer = detail.data;
  const seesUsers = profileAllows(profile, usersRules.administration);
  return (
    <Stack gap="xl">
      <Stack gap="md">
        {back}
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              {customer.name}
            </Title>
            <Group gap="xs" mt={4}>
              <ActiveBadge active={customer.active} />
            </Group>
          </div>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Modifica
            </Button>
            <Button
              variant="light"
              color={customer.active ? 'red' : 'green'}
              leftSection={
                customer.active ? (
                  <IconPlayerPause size={18} aria-hidden />
                ) : (
                  <IconPlayerPlay size={18} aria-hidden />
                )
              }
              onClick={() => setConfirming(true)}
            >
              {customer.active ? 'Disattiva' : 'Riattiva'}
            </Button>
          </Group>
        </Group>
        <CardFields>
          <CardField label="Codice">{customer.code}</CardField>
          <CardField label="Partita IVA">{customer.vatNumber}</CardField>
          <CardField label="Nel portale dal">{formatDate(customer.createdAt)}</CardField>
          <CardField label="Ubicazioni">
            {formatCount(customer.sitesCount, 'ubicazione', 'ubicazioni')}, di cui{' '}
            {formatCount(customer.publishedSitesCount, 'pubblicata', 'pubblicate')}
          </CardField>
          <CardField label="Utenti">
            {seesUsers ? (
              <Anchor
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/backoffice/users"
                    search={{ customerCode: customer.code, kind: 'customer' }}
                  />
                )}
              >
                {formatCount(customer.usersCount, 'utente', 'utenti')}
              </Anchor>
            ) : (
              formatCount(customer.usersCount, 'utente', 'utenti')
            )}
          </CardField>
        </CardFields>
        {!customer.active && (
          <Text size="sm" c="dimmed">
            Il cliente non è attivo: i suoi utenti non possono accedere al portale e le sue ubicazioni non
            vengono mostrate.
          </Text>
        )}
      </Stack>
      {profileAllows(profile, customersRules.jobOrders) && <CustomerJobOrders customer={customer} />}
      <CustomerSites customer={customer} linkSites={profileAllows(profile, sitesRules.backOffice)} />
      {editing && <CustomerFormDialog customer={customer} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        opened={confirming}
        title={customer.active ? `Disattivare «${customer.name}»?` : `Riattivare «${customer.name}»?`}
        message={customer.active ? deactivationMessage(customer) : reactivationMessage(customer.name)}
        confirmLabel={customer.active ? 'Disattiva il cliente' : 'Riattiva il cliente'}
        color={customer.active ? 'red' : 'green'}
        onConfirm={() =>
          customer.active ? actions.deactivate.mutateAsync() : actions.reactivate.mutateAsync()
        }
        errorMessage={customerChangeErrorMessage}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
