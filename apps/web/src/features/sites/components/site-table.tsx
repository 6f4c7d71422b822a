import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { MySiteListItem, SiteSort } from '@portale/shared';
import { ResponsiveTable } from '../../../lib/responsive-table.tsx';
import { SiteImage } from '../../../lib/site-image.tsx';
import type { SiteListSearch } from '../site-list-search.ts';
import { SiteCards } from './site-cards.tsx';
import { atiManagersLabel, LastServiceText, SiteNameLink } from './site-list-parts.tsx';
import { SiteStatusBadges } from './site-status-badges.tsx';

type SiteTableProps = { sites: readonly MySiteListItem[]; search: SiteListSearch };

/**
 * The sites of one page: a table on wide screens, the sorted column marked for screen readers; cards on
 * phones and tablets.
 */
export function SiteTable({ sites, search }: SiteTableProps) {
  const sortedBy = search.sortBy ?? 'name';
  const ariaSort = (column: SiteSort) =>
    sortedBy === column ? (search.sortDirection === 'desc' ? 'descending' : 'ascending') : undefined;
  const withAtiManagers = sites.some((site) => site.atiManagersNames.length > 0);

  return (
    <ResponsiveTable
      label="Elenco delle ubicazioni"
      minWidth={960}
      cards={<SiteCards sites={sites} />}
      cardsBelow="md"
    >
      <Table highlightOnHover verticalSpacing="sm" aria-label="Ubicazioni">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={88}>
              <VisuallyHidden>Foto</VisuallyHidden>
            </Table.Th>
            <Table.Th aria-sort={ariaSort('name')}>Ubicazione</Table.Th>
            <Table.Th>Indirizzo</Table.Th>
            <Table.Th aria-sort={ariaSort('jobOrder')}>Commessa</Table.Th>
            <Table.Th aria-sort={ariaSort('lastService')}>Ultimo servizio</Table.Th>
            {withAtiManagers && <Table.Th>Referenti ATI</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sites.map((site) => (
            <Table.Tr key={site.siteCode}>
              <Table.Td>
                <SiteImage siteCode={site.siteCode} imageUrl={site.img} alt="" width={72} height={54} />
              </Table.Td>
              <Table.Td>
                <SiteNameLink site={site} />
                <Text size="xs" c="dimmed" mb={4}>
                  {site.siteCode}
                </Text>
                <SiteStatusBadges
                  status={site.status}
                  isExtended={site.isExtended}
                  isOnDuty={site.isOnDuty}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{site.address}</Text>
                <Text size="sm" c="dimmed">
                  {site.city}
                </Text>
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" fw={500}>
                  {site.jobTaskId}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {site.jobTaskDescription}
                </Text>
              </Table.Td>
              <Table.Td>
                <LastServiceText site={site} />
              </Table.Td>
              {withAtiManagers && (
                <Table.Td>
                  <Text size="sm">{atiManagersLabel(site) ?? '—'}</Text>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
