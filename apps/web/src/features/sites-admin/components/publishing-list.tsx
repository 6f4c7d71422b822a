import { Anchor, Badge, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { PublishingItem } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { formatDate, formatPeriod } from '../../../lib/format.ts';
import { ResponsiveTable } from '../../../lib/responsive-table.tsx';
import { wrappingBadge } from '../../../lib/wrapping-labels.ts';
import { PublishingWarningBadges } from './publishing-warnings.tsx';

/** The sites chosen to be published or withdrawn together. */
export type PublishingSelection = {
  selected: ReadonlySet<string>;
  onToggle: (siteCode: string, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
};

type PublishingListProps = {
  sites: readonly PublishingItem[];
  /** Only for staff who may publish: the others open a site and choose nothing. */
  selection: PublishingSelection | null;
};

function SiteEditorLink({ site }: { site: PublishingItem }) {
  return (
    <Anchor
      fw={600}
      renderRoot={(props) => (
        <Link {...props} to="/backoffice/sites/$siteCode" params={{ siteCode: site.siteCode }} />
      )}
    >
      {site.siteName}
    </Anchor>
  );
}

function PublicationBadge({ published }: { published: boolean }) {
  return (
    <Badge variant="light" color={published ? 'green' : 'gray'} classNames={wrappingBadge}>
      {published ? 'Pubblicata' : 'Non pubblicata'}
    </Badge>
  );
}

function SelectSite({ site, selection }: { site: PublishingItem; selection: PublishingSelection }) {
  return (
    <Checkbox
      aria-label={`Seleziona ${site.siteName} (${site.siteCode})`}
      checked={selection.selected.has(site.siteCode)}
      onChange={(event) => selection.onToggle(site.siteCode, event.currentTarget.checked)}
    />
  );
}

type SelectPageProps = Omit<PublishingListProps, 'selection'> & {
  selection: PublishingSelection;
  asCards: boolean;
};

function SelectPage({ sites, selection, asCards }: SelectPageProps) {
  const selectedHere = sites.filter((site) => selection.selected.has(site.siteCode)).length;
  return (
    <Checkbox
      aria-label="Seleziona tutte le ubicazioni della pagina"
      label={asCards ? 'Seleziona tutta la pagina' : undefined}
      checked={selectedHere > 0 && selectedHere === sites.length}
      indeterminate={selectedHere > 0 && selectedHere < sites.length}
      onChange={(event) => selection.onToggleAll(event.currentTarget.checked)}
    />
  );
}

/** The sites of one page with their publication and warnings, each one selectable by who may publish. */
export function PublishingList({ sites, selection }: PublishingListProps) {
  return (
    <ResponsiveTable
      label="Elenco delle ubicazioni da pubblicare"
      minWidth={880}
      cards={<PublishingCards sites={sites} selection={selection} />}
      cardsBelow="md"
    >
      <PublishingTable sites={sites} selection={selection} />
    </ResponsiveTable>
  );
}

/** Phones and tablets: one card a site. */
function PublishingCards({ sites, selection }: PublishingListProps) {
  return (
    <Stack gap="sm">
      {selection && <SelectPage selection={selection} sites={sites} asCards />}
      {sites.map((site) => (
        <Paper
          key={site.siteCode}
          withBorder
          radius="md"
          p="sm"
          component="article"
          aria-label={site.siteName}
        >
          <Group wrap="nowrap" align="flex-start" gap="sm">
            {selection && <SelectSite site={site} selection={selection} />}
            <Stack gap={4} miw={0}>
              <SiteEditorLink site={site} />
              <Text size="xs" c="dimmed">
                {site.siteCode} · {site.client} ({site.clientCode})
              </Text>
              <Text size="xs" c="dimmed">
                Commessa {site.jobTaskId} · {site.operatingSegment ?? 'senza settore'} ·{' '}
                {formatPeriod(site.dateFrom, site.dateTo)}
              </Text>
              <Group gap={4}>
                <PublicationBadge published={site.isPublished} />
                <PublishingWarningBadges site={site} />
              </Group>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function PublishingTable({ sites, selection }: PublishingListProps) {
  return (
    <Table highlightOnHover verticalSpacing="sm" aria-label="Ubicazioni da pubblicare">
      <Table.Thead>
        <Table.Tr>
          {selection && (
            <Table.Th w={40}>
              <SelectPage selection={selection} sites={sites} asCards={false} />
            </Table.Th>
          )}
          <Table.Th>Ubicazione</Table.Th>
          <Table.Th>Cliente e commessa</Table.Th>
          <Table.Th>Periodo</Table.Th>
          <Table.Th miw={170}>Stato e avvisi</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sites.map((site) => (
          <Table.Tr
            key={site.siteCode}
            bg={selection?.selected.has(site.siteCode) ? 'var(--mantine-primary-color-light)' : undefined}
          >
            {selection && (
              <Table.Td>
                <SelectSite site={site} selection={selection} />
              </Table.Td>
            )}
            <Table.Td>
              <SiteEditorLink site={site} />
              <Text size="xs" c="dimmed">
                {site.siteCode} · {site.address}, {site.city}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {site.client} ({site.clientCode})
              </Text>
              <Text size="xs" c="dimmed">
                {site.jobTaskId} · {site.operatingSegment ?? 'senza settore operativo'}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(site.dateFrom)} – {formatDate(site.dateTo)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <PublicationBadge published={site.isPublished} />
                <PublishingWarningBadges site={site} />
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
