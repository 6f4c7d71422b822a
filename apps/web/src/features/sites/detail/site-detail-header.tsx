import { Anchor, Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import type { SiteDetail } from '@portale/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { SiteImage } from '../../../lib/site-image.tsx';
import { SiteStatusBadges } from '../components/site-status-badges.tsx';

/** The site's photo, name, code, customer and state, and whether its economics can be consulted. */
export function SiteDetailHeader({ site }: { site: SiteDetail }) {
  return (
    <Stack gap="sm">
      <Anchor renderRoot={(props) => <Link {...props} to="/sites" />} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Tutte le ubicazioni
        </Group>
      </Anchor>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Box w={{ base: '100%', xs: 200 }}>
          <SiteImage
            siteCode={site.siteCode}
            imageUrl={site.image}
            alt={`Foto di ${site.siteName}`}
            height={150}
            radius="md"
          />
        </Box>
        <Stack gap={6} style={{ flex: '1 1 280px' }} miw={0}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {site.siteName}
          </Title>
          <Text c="dimmed">
            {site.siteCode} · {site.client}
          </Text>
          <SiteStatusBadges status={site.status} isExtended={site.isExtended} isOnDuty={site.isOnDuty} />
          <EconomicsIndicator available={site.jobTaskIsMarkedAsStarted} />
        </Stack>
      </Group>
    </Stack>
  );
}

/** Economics exist only for job orders marked as started (SPEC.md section 2). */
function EconomicsIndicator({ available }: { available: boolean }) {
  return (
    <Group gap="xs" align="center">
      <Badge variant="dot" color={available ? 'teal' : 'gray'}>
        {available ? 'Dati economici disponibili' : 'Dati economici non ancora disponibili'}
      </Badge>
      <Text size="xs" c="dimmed">
        {available
          ? 'La commessa è avviata: i dati economici di questa ubicazione sono consultabili.'
          : 'I dati economici saranno consultabili quando la commessa sarà avviata.'}
      </Text>
    </Group>
  );
}
