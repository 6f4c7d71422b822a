import { Anchor, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useSiteCompliance } from '../../lib/api/site-compliance.ts';
import { SiteComplianceChecklist } from '../../lib/site-compliance-checklist.tsx';

const route = getRouteApi('/protected/documents/checklist/$siteCode');

/**
 * /documents/checklist/{siteCode}: which documents a site's contract requires and which are missing,
 * expired or ending soon, for every user who may read the site's documents (the sub-role documents
 * alone is enough, without the site pages). The dashboard's documents card links here.
 */
export function SiteChecklistPage() {
  const { siteCode } = route.useParams();
  const compliance = useSiteCompliance(siteCode);
  const site = compliance.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
          Documenti richiesti{site ? `: ${site.siteName}` : ''}
        </Title>
        {site && (
          <Text c="dimmed">
            Ubicazione {site.siteCode}, commessa {site.jobOrderId} – {site.jobOrderDescription}. Un documento
            scaduto o mancante va chiesto al fornitore.
          </Text>
        )}
      </div>
      <SiteComplianceChecklist
        siteCode={siteCode}
        whenNoneRequired={<Text>Il contratto di questa ubicazione non richiede documenti.</Text>}
      />
      <Anchor renderRoot={(props) => <Link {...props} to="/documents" search={{ siteCode }} />}>
        Tutti i documenti dell’ubicazione
      </Anchor>
    </Stack>
  );
}
