import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { siteDetailQueryOptions } from '../../lib/api/site-detail.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { operationErrorMessage } from '../../lib/operation-error-message.ts';
import { RecentImports } from './components/recent-imports.tsx';
import { SiteImport } from './components/site-import.tsx';
import { SiteChooser } from './components/site-chooser.tsx';
import { SiteSummary } from './components/site-summary.tsx';

const route = getRouteApi('/protected/backoffice/rooms-import');

/**
 * Back office (/backoffice/rooms-import?site=): a site's rooms from the template, in three steps (the
 * template, the filled file checked by a dry run, the import), and the site's recent imports.
 */
export function RoomsImportPage() {
  const { site: siteCode } = route.useSearch();
  const navigate = route.useNavigate();
  const site = useQuery({ ...siteDetailQueryOptions(siteCode ?? ''), enabled: siteCode !== undefined });
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Importazione locali
        </Title>
        <Text c="dimmed">
          Gli edifici, i piani e i locali di un’ubicazione da un foglio Excel: scarica il modello, compilalo,
          verificalo e importalo.
        </Text>
      </Stack>
      <SiteChooser
        value={siteCode}
        valueLabel={site.data?.siteName}
        onChange={(next) => void navigate({ search: next ? { site: next } : {}, replace: true })}
      />
      {siteCode !== undefined &&
        (site.isPending ? (
          <Center py="xl">
            <Loader aria-label="Caricamento dell’ubicazione" />
          </Center>
        ) : site.isError ? (
          <LoadError title="Ubicazione non caricata" query={site}>
            {operationErrorMessage(site.error, {
              SITE_NOT_FOUND: 'Ubicazione non trovata: scegline un’altra.',
            })}
          </LoadError>
        ) : (
          <>
            <SiteSummary site={site.data} />
            {site.data.feeSettings.feeFormula !== null && (
              <SiteImport
                key={siteCode}
                siteCode={site.data.siteCode}
                jobTaskId={site.data.jobTaskId}
                siteStart={site.data.dateFrom}
              />
            )}
            <RecentImports siteCode={site.data.siteCode} />
          </>
        ))}
    </Stack>
  );
}
