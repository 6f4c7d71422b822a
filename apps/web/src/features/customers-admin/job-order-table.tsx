import { Anchor, Badge, Group, Stack, Table } from '@mantine/core';
import type { CustomerSite, JobOrderItem } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { formatDate, formatPeriod } from '../../lib/format.ts';
import { formatNumber } from '../../lib/italian-numbers.ts';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../lib/responsive-table.tsx';
import {
  jobOrderStateColors,
  jobOrderStateLabels,
  jobOrderStateToday,
  todayInItaly,
} from './customers-words.ts';

/** Whether a customer is active. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {active ? 'Attivo' : 'Non attivo'}
    </Badge>
  );
}

export function JobOrderLink({ id }: { id: string }) {
  return (
    <Anchor
      ff="monospace"
      renderRoot={(props) => (
        <Link {...props} to="/backoffice/job-orders/$jobOrderId" params={{ jobOrderId: id }} />
      )}
    >
      {id}
    </Anchor>
  );
}

export function JobOrderStateBadge({
  jobOrder,
}: {
  jobOrder: Pick<JobOrderItem, 'dateFrom' | 'dateTo' | 'originalDateTo'>;
}) {
  const state = jobOrderStateToday(jobOrder, todayInItaly());
  return (
    <Badge color={jobOrderStateColors[state]} variant="light">
      {jobOrderStateLabels[state]}
    </Badge>
  );
}

/** A page of job orders: a table on a wide screen, cards on a phone; the customer's column when asked. */
export function JobOrderTable({ items, withCustomer }: { items: JobOrderItem[]; withCustomer: boolean }) {
  return (
    <ResponsiveTable
      label="Commesse"
      minWidth={820}
      cards={items.map((jobOrder) => (
        <TableCard key={jobOrder.id} label={`Commessa ${jobOrder.id}`}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <JobOrderLink id={jobOrder.id} />
              <JobOrderStateBadge jobOrder={jobOrder} />
            </Group>
            <CardFields>
              <CardField label="Descrizione">{jobOrder.description}</CardField>
              {withCustomer && <CardField label="Cliente">{jobOrder.customerName}</CardField>}
              <CardField label="Periodo">{formatPeriod(jobOrder.dateFrom, jobOrder.dateTo, 'Dal')}</CardField>
              <CardField label="Ubicazioni">{formatNumber(jobOrder.sitesCount)}</CardField>
            </CardFields>
          </Stack>
        </TableCard>
      ))}
    >
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Codice</Table.Th>
            <Table.Th>Descrizione</Table.Th>
            {withCustomer && <Table.Th>Cliente</Table.Th>}
            <Table.Th>Inizio</Table.Th>
            <Table.Th>Fine</Table.Th>
            <Table.Th>Stato</Table.Th>
            <Table.Th ta="right">Ubicazioni</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((jobOrder) => (
            <Table.Tr key={jobOrder.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <JobOrderLink id={jobOrder.id} />
              </Table.Td>
              <Table.Td>{jobOrder.description}</Table.Td>
              {withCustomer && <Table.Td>{jobOrder.customerName}</Table.Td>}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(jobOrder.dateFrom)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(jobOrder.dateTo)}</Table.Td>
              <Table.Td>
                <JobOrderStateBadge jobOrder={jobOrder} />
              </Table.Td>
              <Table.Td ta="right">{formatNumber(jobOrder.sitesCount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

/** A list of sites, each linking to its back-office page when the user may open it. */
export function SiteTable({ items, linkSites }: { items: CustomerSite[]; linkSites: boolean }) {
  const name = (site: CustomerSite) =>
    linkSites ? (
      <Anchor
        renderRoot={(props) => (
          <Link {...props} to="/backoffice/sites/$siteCode" params={{ siteCode: site.code }} />
        )}
      >
        {site.name}
      </Anchor>
    ) : (
      site.name
    );
  const published = (site: CustomerSite) => (
    <Badge color={site.published ? 'green' : 'gray'} variant="light">
      {site.published ? 'Pubblicata' : 'Non pubblicata'}
    </Badge>
  );
  return (
    <ResponsiveTable
      label="Ubicazioni"
      minWidth={720}
      cards={items.map((site) => (
        <TableCard key={site.code} label={site.name}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              {name(site)}
              {published(site)}
            </Group>
            <CardFields>
              <CardField label="Codice">{site.code}</CardField>
              <CardField label="Città">{site.city}</CardField>
              <CardField label="Periodo">{formatPeriod(site.dateFrom, site.dateTo, 'Dal')}</CardField>
            </CardFields>
          </Stack>
        </TableCard>
      ))}
    >
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Codice</Table.Th>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Città</Table.Th>
            <Table.Th>Commessa</Table.Th>
            <Table.Th>Periodo</Table.Th>
            <Table.Th>Pubblicazione</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((site) => (
            <Table.Tr key={site.code}>
              <Table.Td ff="monospace">{site.code}</Table.Td>
              <Table.Td>{name(site)}</Table.Td>
              <Table.Td>{site.city}</Table.Td>
              <Table.Td ff="monospace">{site.jobOrderId}</Table.Td>
              <Table.Td>{formatPeriod(site.dateFrom, site.dateTo, 'Dal')}</Table.Td>
              <Table.Td>{published(site)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
