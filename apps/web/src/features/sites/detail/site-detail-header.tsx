import { Anchor, Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { economicsAccess, romeToday, type SiteDetail } from '@portale/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCurrentProfile } from '../../../lib/current-profile.tsx';
import { profileAllows } from '../../../lib/profile-access.ts';
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
          <EconomicsIndicator site={site} />
        </Stack>
      </Group>
    </Stack>
  );
}

/**
 * Economics exist only for job orders marked as started (SPEC.md section 2); then the badge opens them,
 * at this year, this job order and this site, for whoever may read economics.
 */
function EconomicsIndicator({ site }: { site: SiteDetail }) {
  const profile = useCurrentProfile();
  const available = site.jobTaskIsMarkedAsStarted;
  const linked = available && profileAllows(profile, economicsAccess.rules.read);
  const splat = `${romeToday().slice(0, 4)}/${site.jobTaskId}/${site.siteCode}`;
  return (
    <Group gap="xs" align="center">
      {linked ? (
        <Badge
          variant="dot"
          color="teal"
          renderRoot={(props) => <Link {...props} to="/economics/$" params={{ _splat: splat }} />}
          style={{ cursor: 'pointer' }}
          td="underline"
        >
          Dati economici disponibili
        </Badge>
      ) : (
        <Badge variant="dot" color={available ? 'teal' : 'gray'}>
          {available ? 'Dati economici disponibili' : 'Dati economici non ancora disponibili'}
        </Badge>
      )}
      <Text size="xs" c="dimmed">
        {available
          ? linked
            ? 'La commessa è avviata: apri il canone e le variazioni di questa ubicazione.'
            : 'La commessa è avviata: i dati economici di questa ubicazione sono consultabili.'
          : 'I dati economici saranno consultabili quando la commessa sarà avviata.'}
      </Text>
    </Group>
  );
}
