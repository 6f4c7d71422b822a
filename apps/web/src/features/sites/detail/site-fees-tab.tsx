import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  feeFormulaLabels,
  italianMonthDay,
  italianMonthName,
  monthDurationLabels,
  romeToday,
  serviceFrequencyLabels,
  type SiteDetail,
} from '@portale/shared';
import { formatCurrency, formatPeriod } from '../../../lib/format.ts';
import { DetailField, DetailFields } from './detail-field.tsx';
import { FeeSplitTable } from './fee-split-table.tsx';

/** What the tab draws of a site. */
type SiteFees = Pick<SiteDetail, 'feeSettings' | 'currentMonthFee' | 'feeSplit' | 'siteServices'>;

/** The site's fee (formula, the current month's fee, the fee split) and its services with theirs. */
export function SiteFeesTab({ site }: { site: SiteFees }) {
  const today = romeToday();
  return (
    <Stack gap="lg">
      <SiteFeeCard site={site} today={today} />
      <Stack gap="sm" component="section" aria-labelledby="services-title">
        <Title order={2} size="h4" id="services-title">
          Servizi ({site.siteServices.length})
        </Title>
        {site.siteServices.length === 0 && (
          <Text c="dimmed" size="sm">
            Per questa ubicazione non sono ancora registrati servizi.
          </Text>
        )}
        {site.siteServices.map((service) => (
          <Card
            key={service.siteServiceId}
            withBorder
            radius="md"
            padding="md"
            component="article"
            aria-label={service.serviceName}
          >
            <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
              <div>
                <Text fw={600}>{service.serviceName}</Text>
                <Text size="sm" c="dimmed">
                  {formatPeriod(service.from, service.to, 'Dal')}
                </Text>
              </div>
              <Badge variant="light">{serviceFrequencyLabels[service.frequency]}</Badge>
            </Group>
            {service.feeSplit ? (
              <FeeSplitTable split={service.feeSplit} today={today} caption="Canone del servizio" />
            ) : (
              <Text size="sm" c="dimmed">
                Nessun canone proprio: il servizio è compreso nel canone dell’ubicazione.
              </Text>
            )}
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

function SiteFeeCard({ site, today }: { site: SiteFees; today: string }) {
  const { feeSettings, currentMonthFee, feeSplit } = site;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="site-fee-title">
      <Title order={2} size="h4" mb="md" id="site-fee-title">
        Canone dell’ubicazione
      </Title>
      <Stack gap="md">
        {currentMonthFee && (
          <div>
            <Text size="sm" c="dimmed">
              Canone di {italianMonthName(currentMonthFee.month)} {currentMonthFee.year}
            </Text>
            <Text fz={28} fw={700} lh={1.2}>
              {formatCurrency(currentMonthFee.fee)}
            </Text>
            <Text size="sm" c="dimmed">
              {currentMonthFee.openWorkingDays === 1
                ? '1 giorno'
                : `${currentMonthFee.openWorkingDays} giorni`}{' '}
              di servizio su {currentMonthFee.workingDays} giorni lavorativi
              {currentMonthFee.fee !== currentMonthFee.fullMonthFee
                ? ` · mese intero ${formatCurrency(currentMonthFee.fullMonthFee)}`
                : ''}
            </Text>
          </div>
        )}
        {feeSettings.feeFormula ? (
          <DetailFields>
            <DetailField label="Formula di calcolo">{feeFormulaLabels[feeSettings.feeFormula]}</DetailField>
            <DetailField label="Settimana lavorativa">{feeSettings.weekLength} giorni</DetailField>
            <DetailField label="Festività">
              {feeSettings.holidaysAreWorkingDays
                ? 'Contano come giorni lavorativi'
                : 'Non contano come giorni lavorativi'}
            </DetailField>
            <DetailField label="Santo patrono">
              {feeSettings.patronSaintDay ? italianMonthDay(feeSettings.patronSaintDay) : 'Nessuno'}
            </DetailField>
            <DetailField label="Durata del mese">
              {monthDurationLabels[feeSettings.monthDuration]}
            </DetailField>
          </DetailFields>
        ) : (
          <Text size="sm" c="dimmed">
            La formula di calcolo del canone non è ancora stata definita.
          </Text>
        )}
        {feeSplit ? (
          <FeeSplitTable split={feeSplit} today={today} caption="Ripartizione del canone" />
        ) : (
          <Text size="sm" c="dimmed">
            La ripartizione del canone non è ancora stata definita.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
