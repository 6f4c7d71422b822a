import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { AtiManager } from '@portale/shared';
import { IconAt, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { cityAddsToName } from '../../lib/site-label.ts';
import { formatCount, formatNumber } from '../../lib/italian-numbers.ts';

const sitesShown = 4;

/** One manager of the group: who, for which company, how to reach them, and their sites. */
export function AtiManagerCard({ manager }: { manager: AtiManager }) {
  const [allSites, setAllSites] = useState(false);
  const fullName = `${manager.name} ${manager.surname}`;
  const sites = allSites ? manager.sites : manager.sites.slice(0, sitesShown);

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={fullName}>
      <Stack gap="xs">
        <div>
          <Title order={2} fz="lg">
            {fullName}
          </Title>
          <Text size="sm" c="dimmed">
            {manager.companyName}
          </Text>
        </div>
        <Badge variant="light" color="brand" style={{ alignSelf: 'flex-start' }} tt="none">
          {manager.role}
        </Badge>
        <Stack gap={4}>
          {manager.phone && (
            <Anchor href={`tel:${manager.phone.replace(/\s+/g, '')}`} size="sm">
              <Group gap={6} wrap="nowrap" component="span">
                <IconPhone size={16} aria-hidden />
                {manager.phone}
              </Group>
            </Anchor>
          )}
          {manager.email && (
            <Anchor href={`mailto:${manager.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Group gap={6} wrap="nowrap" component="span">
                <IconAt size={16} aria-hidden />
                {manager.email}
              </Group>
            </Anchor>
          )}
        </Stack>
        <div>
          <Text size="sm" fw={600} mb={4}>
            {manager.sites.length === 0
              ? 'Nessuna ubicazione tra quelle che puoi vedere'
              : formatCount(manager.sites.length, 'ubicazione', 'ubicazioni')}
          </Text>
          {manager.sites.length > 0 && (
            <List size="sm" spacing={2} icon={<IconMapPin size={14} aria-hidden />} center>
              {sites.map((site) => (
                <List.Item key={site.siteCode}>
                  {site.siteName}{' '}
                  {cityAddsToName(site.siteName, site.city) && (
                    <Text component="span" size="xs" c="dimmed">
                      – {site.city}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          )}
          {manager.sites.length > sitesShown && (
            <Button variant="subtle" size="compact-sm" mt={4} onClick={() => setAllSites((v) => !v)}>
              {allSites ? 'Mostra meno' : `Mostra tutte (${formatNumber(manager.sites.length)})`}
            </Button>
          )}
        </div>
      </Stack>
    </Card>
  );
}
