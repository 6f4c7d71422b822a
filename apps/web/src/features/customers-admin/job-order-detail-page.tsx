import { Anchor, Button, Center, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { customersRules, sitesRules } from '@portale/shared';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { formatCount } from '../../lib/italian-numbers.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { linkLeadsNowhere, MissingItem } from '../../lib/missing-item.tsx';
import { profileAllows } from '../../lib/profile-access.ts';
import { CardField, CardFields } from '../../lib/responsive-table.tsx';
import { useJobOrderDetail } from './api/customers-api.ts';
import { customersReadErrorMessage, jobOrderPeriod, siteFiltersExplanation } from './customers-words.ts';
import { JobOrderFormDialog } from './job-order-form-dialog.tsx';
import { JobOrderStateBadge, SiteTable } from './job-order-table.tsx';

/**
 * /backoffice/job-orders/{id} (staff with jobtasks): the job order's data with «Modifica», its sites, and
 * how its dates drive the customer's site filters.
 */
export function JobOrderDetailPage() {
  const { jobOrderId } = useParams({ strict: false }) as { jobOrderId: string };
  const detail = useJobOrderDetail(jobOrderId);
  const profile = useCurrentProfile();
  const [editing, setEditing] = useState(false);
  const back = (
    <Anchor renderRoot={(props) => <Link {...props} to="/backoffice/job-orders" />}>
      Torna alle commesse
    </Anchor>
  );

  if (detail.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Caricamento della commessa" />
      </Center>
    );
  if (detail.isError) {
    if (linkLeadsNowhere(detail.error))
      return (
        <Stack gap="md">
          <MissingItem title="Commessa non trovata">Nessuna commessa ha il codice {jobOrderId}.</MissingItem>
          {back}
        </Stack>
      );
    return (
      <Stack gap="md">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Commessa
        </Title>
        <LoadError title="Commessa non caricata" query={detail}>
          {customersReadErrorMessage(detail.error)}
        </LoadError>
      </Stack>
    );
  }

  const jobOrder = detail.data;
  const customerLink = profileAllows(profile, customersRules.customers) ? (
    <Anchor
      renderRoot={(props) => (
        <Link
          {...props}
          to="/backoffice/customers/$customerCode"
          params={{ customerCode: jobOrder.customerCode }}
        />
      )}
    >
      {jobOrder.customerName}
    </Anchor>
  ) : (
    jobOrder.customerName
  );
  return (
    <Stack gap="xl">
      <Stack gap="md">
        {back}
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              Commessa {jobOrder.id}
            </Title>
            <Text>{jobOrder.description}</Text>
            <Group gap="xs" mt={4}>
              <JobOrderStateBadge jobOrder={jobOrder} />
            </Group>
          </div>
          <Button
            variant="default"
            leftSection={<IconPencil size={18} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Modifica
          </Button>
        </Group>
        <CardFields>
          <CardField label="Cliente">
            {customerLink}
            {jobOrder.customerActive ? '' : ' (non attivo)'}
          </CardField>
          <CardField label="Periodo">{jobOrderPeriod(jobOrder)}</CardField>
          <CardField label="Settore operativo">{jobOrder.operatingSegment ?? 'Nessuno'}</CardField>
          <CardField label="Avviata">{jobOrder.markedAsStarted ? 'Sì' : 'No'}</CardField>
          <CardField label="Raggruppamento (ATI)">{jobOrder.atiGroupName ?? 'Nessuno'}</CardField>
        </CardFields>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h3">
          Come le date guidano i filtri delle ubicazioni
        </Title>
        <List spacing={4}>
          {siteFiltersExplanation(jobOrder).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Ubicazioni
        </Title>
        <Text size="sm" c="dimmed">
          {jobOrder.sites.length === 0
            ? 'La commessa non ha ancora ubicazioni: arriveranno con la sincronizzazione del gestionale.'
            : `${formatCount(jobOrder.sites.length, 'ubicazione', 'ubicazioni')}. Arrivano dal gestionale non pubblicate: i clienti le vedono dopo la pubblicazione.`}
        </Text>
        {jobOrder.sites.length > 0 && (
          <SiteTable items={jobOrder.sites} linkSites={profileAllows(profile, sitesRules.backOffice)} />
        )}
      </Stack>
      {editing && <JobOrderFormDialog jobOrder={jobOrder} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
