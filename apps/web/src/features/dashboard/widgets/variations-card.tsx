import { Anchor, Stack, Text } from '@mantine/core';
import {
  roomVariationTypeLabels,
  serviceVariationTypeLabels,
  variationStateLabels,
  type VariationListItem,
} from '@portale/shared';
import { IconArrowsExchange } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatNumber } from '../../../lib/italian-numbers.ts';
import { useVariationSummary } from '../api/variation-summary.ts';
import { WidgetCard } from './widget-card.tsx';

const what = (item: VariationListItem) =>
  item.roomVariationType !== null
    ? `${roomVariationTypeLabels[item.roomVariationType]} di ${item.roomCount === 1 ? 'un locale' : `${formatNumber(item.roomCount)} locali`}`
    : `${item.serviceVariationType === null ? 'Servizio' : serviceVariationTypeLabels[item.serviceVariationType]}${item.serviceName ? ` – ${item.serviceName}` : ''}`;

function RequestLine({ item, staff }: { item: VariationListItem; staff: boolean }) {
  return (
    <li>
      <Anchor
        renderRoot={(props) => (
          <Link {...props} to="/variations/$variationId" params={{ variationId: String(item.id) }} />
        )}
        fw={600}
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        {what(item)}
      </Anchor>
      <Text size="sm" c="dimmed">
        {staff ? `${item.customerName} – ` : ''}
        {item.siteName} · {variationStateLabels[item.state]}
      </Text>
    </li>
  );
}

/**
 * Variation requests on the dashboard: for a customer the open ones and the last decided; for staff
 * (economics) how many wait to be taken in charge or decided. Each line opens the request or the list
 * filtered.
 */
export function VariationsCard({ staff }: { staff: boolean }) {
  const query = useVariationSummary();
  const summary = query.data;
  const list = staff ? '/backoffice/variations' : '/variations';
  return (
    <WidgetCard title="Richieste di variazione" icon={IconArrowsExchange} state={query}>
      {summary && (
        <Stack gap="sm">
          {staff ? (
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              <li>
                <Anchor
                  renderRoot={(props) => <Link {...props} to={list} search={{ state: '1' }} />}
                  size="sm"
                >
                  Da prendere in carico: {formatNumber(summary.sent)}
                </Anchor>
              </li>
              <li>
                <Anchor
                  renderRoot={(props) => <Link {...props} to={list} search={{ state: '2' }} />}
                  size="sm"
                >
                  In lavorazione: {formatNumber(summary.toBeHandled)}
                </Anchor>
              </li>
            </Stack>
          ) : summary.openTotal === 0 ? (
            <Text size="sm" c="dimmed">
              Nessuna richiesta in attesa di decisione.
            </Text>
          ) : (
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {summary.open.map((item) => (
                <RequestLine key={item.id} item={item} staff={false} />
              ))}
            </Stack>
          )}
          {!staff && summary.lastDecided && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Ultima decisa
              </Text>
              <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                <RequestLine item={summary.lastDecided} staff={false} />
              </Stack>
            </Stack>
          )}
          <Anchor renderRoot={(props) => <Link {...props} to={list} search={{ open: true }} />} size="sm">
            {staff
              ? 'Tutte le richieste in attesa'
              : `Le richieste in attesa (${formatNumber(summary.openTotal)})`}
          </Anchor>
        </Stack>
      )}
    </WidgetCard>
  );
}
