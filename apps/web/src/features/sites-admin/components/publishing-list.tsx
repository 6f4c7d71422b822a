import { Anchor, Badge, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { PublishingItem } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../lib/format.ts';
import { PublishingWarningBadges } from './publishing-warnings.tsx';

type PublishingListProps = {
  sites: readonly PublishingItem[];
  selected: ReadonlySet<string>;
  onToggle: (siteCode: string, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  /** Phones get cards, wider screens a table. */
  asCards: boolean;
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
    <Badge variant="light" color={published ? 'green' : 'gray'}>
      {published ? 'Pubblicata' : 'Non pubblicata'}
    </Badge>
  );
}

function SelectSite({
  site,
  selected,
  onToggle,
}: Pick<PublishingListProps, 'selected' | 'onToggle'> & { site: PublishingItem }) {
  return (
    <Checkbox
      aria-label={`Seleziona ${site.siteName} (${site.siteCode})`}
      checked={selected.has(site.siteCode)}
      onChange={(event) => onToggle(site.siteCode, event.currentTarget.checked)}
    />
  );
}

/** The sites of one page with their publication and warnings, each one selectable. */
export function PublishingList({ sites, selected, onToggle, onToggleAll, asCards }: PublishingListProps) {
  const selectedHere = sites.filter((site) => selected.has(site.siteCode)).length;
  const selectAll = (
    <Checkbox
      aria-label="Seleziona tutte le ubicazioni della pagina"
      label={asCards ? 'Seleziona tutta la pagina' : undefined}
      checked={selectedHere > 0 && selectedHere === sites.length}
      indeterminate={selectedHere > 0 && selectedHere < sites.length}
      onChange={(event) => onToggleAll(event.currentTarget.checked)}
    />
  );

  if (asCards) {
    return (
      <Stack gap="sm">
        {selectAll}
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
              <SelectSite site={site} selected={selected} onToggle={onToggle} />
              <Stack gap={4} miw={0}>
                <SiteEditorLink site={site} />
                <Text size="xs" c="dimmed">
                  {site.siteCode} · {site.client} ({site.clientCode})
                </Text>
                <Text size="xs" c="dimmed">
                  Commessa {site.jobTaskId} · {site.operatingSegment ?? 'senza settore'} · dal{' '}
                  {formatDate(site.dateFrom)} al {formatDate(site.dateTo)}
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

  return (
    <Table.ScrollContainer minWidth={880}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Ubicazioni da pubblicare">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>{selectAll}</Table.Th>
            <Table.Th>Ubicazione</Table.Th>
            <Table.Th>Cliente e commessa</Table.Th>
            <Table.Th>Periodo</Table.Th>
            <Table.Th>Stato e avvisi</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sites.map((site) => (
            <Table.Tr
              key={site.siteCode}
              bg={selected.has(site.siteCode) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Table.Td>
                <SelectSite site={site} selected={selected} onToggle={onToggle} />
              </Table.Td>
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
    </Table.ScrollContainer>
  );
}
