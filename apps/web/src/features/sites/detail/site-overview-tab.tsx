import { Anchor, Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SiteDetail } from '@portale/shared';
import { formatDate, formatDateAfter, formatPeriod, phoneHref } from '../../../lib/format.ts';
import { LazySitesMap } from '../../../lib/sites-map/lazy-sites-map.tsx';
import { DetailField, DetailFields } from './detail-field.tsx';

const notGiven = (
  <Text span size="sm" c="dimmed">
    Non indicato
  </Text>
);

/** Every field of the site, its job order and its place on the map. */
export function SiteOverviewTab({ site }: { site: SiteDetail }) {
  const hours = site.startHour && site.endHour ? `Dalle ${site.startHour} alle ${site.endHour}` : null;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="site-data-title">
          <Title order={2} size="h4" mb="md" id="site-data-title">
            Dati dell’ubicazione
          </Title>
          <DetailFields>
            <DetailField label="Indirizzo">
              {site.address}
              <br />
              {site.cap} {site.city} ({site.province})
            </DetailField>
            <DetailField label="Telefono">
              {site.phone ? <Anchor href={phoneHref(site.phone)}>{site.phone}</Anchor> : notGiven}
            </DetailField>
            <DetailField label="Orario del servizio">{hours ?? notGiven}</DetailField>
            <DetailField label="Presidio">
              {site.isOnDuty ? 'Sì, con personale presente durante l’orario del servizio' : 'No'}
            </DetailField>
            <DetailField label="Periodo del servizio">
              {formatPeriod(site.dateFrom, site.dateTo, 'Dal')}
            </DetailField>
            <DetailField label="Cliente">
              {site.client} ({site.clientCode})
            </DetailField>
            <DetailField label="Ultimo servizio">
              {site.lastServiceDay
                ? `${formatDate(site.lastServiceDay)}${site.lastService ? ` – ${site.lastService}` : ''}`
                : 'Nessun servizio registrato'}
            </DetailField>
            {site.atiManagersNames.length > 0 && (
              <DetailField label="Referenti ATI">{site.atiManagersNames.join(', ')}</DetailField>
            )}
            <DetailField label="Note" wide>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {site.notes ?? 'Nessuna nota'}
              </Text>
            </DetailField>
          </DetailFields>
        </Card>
        <Stack gap="lg">
          <JobOrderCard site={site} />
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="site-map-title">
            <Title order={2} size="h4" mb="md" id="site-map-title">
              Dove si trova
            </Title>
            <LazySitesMap
              sites={[site]}
              label={`Mappa di ${site.siteName}`}
              height={280}
              linkToDetail={false}
            />
          </Card>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function JobOrderCard({ site }: { site: SiteDetail }) {
  const extended = site.jobTaskDateTo > site.jobTaskOriginalDateTo;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="job-order-title">
      <Title order={2} size="h4" mb="md" id="job-order-title">
        Commessa
      </Title>
      <DetailFields>
        <DetailField label="Codice">{site.jobTaskId}</DetailField>
        <DetailField label="Settore operativo">{site.operatingSegment ?? notGiven}</DetailField>
        <DetailField label="Descrizione">{site.jobTaskDescription}</DetailField>
        <DetailField label="Durata">
          {formatPeriod(site.jobTaskDateFrom, site.jobTaskDateTo, 'Dal')}
          {extended && (
            <>
              <br />
              <Badge variant="light" color="grape" mt={4}>
                Prorogata {formatDateAfter('fino al', site.jobTaskDateTo)}
              </Badge>
              <Text size="xs" c="dimmed">
                Scadenza originale {formatDate(site.jobTaskOriginalDateTo)}
              </Text>
            </>
          )}
        </DetailField>
      </DetailFields>
    </Card>
  );
}
