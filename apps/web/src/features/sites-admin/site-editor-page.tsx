import { Anchor, Badge, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { sitesAccess } from '@portale/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { profileAllows } from '../../lib/profile-access.ts';
import { useSiteDetail } from '../../lib/api/site-detail.ts';
import { formatPeriod } from '../../lib/format.ts';
import { SiteDatesForm } from './components/site-dates-form.tsx';
import { SiteFeesForm } from './components/site-fees-form.tsx';
import { SiteImageUpload } from './components/site-image-upload.tsx';
import { SiteServicesSection } from './components/site-services-section.tsx';
import { siteEditorErrorMessage } from './site-editor-errors.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { linkLeadsNowhere, MissingItem } from '../../lib/missing-item.tsx';

const route = getRouteApi('/protected/backoffice/sites/$siteCode');

/**
 * Back office (/backoffice/sites/{siteCode}): the site's photo, dates and fee (permission 4, sites) and
 * its services (permission 12, services); each part is shown to the staff who may change it.
 */
export function SiteEditorPage() {
  const { siteCode } = route.useParams();
  const profile = useCurrentProfile();
  const editsSite = profileAllows(profile, sitesAccess.rules.publishing);
  const editsServices = profileAllows(profile, sitesAccess.rules.services);
  const site = useSiteDetail(siteCode);

  const backLink = (
    <Anchor renderRoot={(props) => <Link {...props} to="/backoffice/sites" />} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Pubblicazione ubicazioni
      </Group>
    </Anchor>
  );

  if (site.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Caricamento dell’ubicazione" />
      </Center>
    );
  }
  if (site.isError) {
    return (
      <Stack gap="md">
        {backLink}
        {linkLeadsNowhere(site.error) ? (
          <MissingItem title="Ubicazione non trovata">
            Il collegamento non porta a nessuna ubicazione: il codice nell’indirizzo è incompleto o non
            esiste. Un codice è formato da UB seguito da sei cifre, ad esempio UB000123.
          </MissingItem>
        ) : (
          <LoadError title="Ubicazione non caricata" query={site}>
            {siteEditorErrorMessage(site.error)}
          </LoadError>
        )}
      </Stack>
    );
  }

  const { data } = site;
  // Saving new dates cuts the fee split on the server: the fee form starts again from the saved split.
  const datesKey = `${data.dateFrom}:${data.dateTo}`;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        {backLink}
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {data.siteName}
          </Title>
          <Badge variant="light" color={data.isPublished ? 'green' : 'gray'}>
            {data.isPublished ? 'Pubblicata' : 'Non pubblicata'}
          </Badge>
        </Group>
        <Text c="dimmed">
          {data.siteCode} · {data.client} ({data.clientCode}) · {data.address}, {data.city}
        </Text>
        <Text size="sm">
          Commessa {data.jobTaskId} – {data.jobTaskDescription},{' '}
          {formatPeriod(data.jobTaskDateFrom, data.jobTaskDateTo)}
        </Text>
      </Stack>
      {editsSite && (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <SiteDatesForm key={datesKey} site={data} />
            <SiteImageUpload site={data} />
          </SimpleGrid>
          <SiteFeesForm key={datesKey} site={data} />
        </>
      )}
      {editsServices && <SiteServicesSection site={data} />}
    </Stack>
  );
}
