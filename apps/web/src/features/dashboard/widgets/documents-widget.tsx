import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { WorstCompliance } from '@portale/shared';
import { IconFileCertificate } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ValidityBadge } from '../../../lib/document-badges.tsx';
import { recipientsLine } from '../../../lib/document-recipients.ts';
import { atPercent } from '../../../lib/document-validity.ts';
import { formatDateAfter } from '../../../lib/format.ts';
import { UnreadMark } from '../../../lib/unread-mark.tsx';
import { useDocumentsSummary } from '../api/documents-summary.ts';
import { WidgetCard } from './widget-card.tsx';
import { formatNumber } from '../../../lib/italian-numbers.ts';

/** «2 mancanti, 1 scaduto, 1 in scadenza»: what keeps a site's checklist from 100%. */
function gapsText({ missingCount, expiredCount, expiringCount }: WorstCompliance): string {
  const parts = [
    ...(missingCount > 0 ? [`${missingCount} ${missingCount === 1 ? 'mancante' : 'mancanti'}`] : []),
    ...(expiredCount > 0 ? [`${expiredCount} ${expiredCount === 1 ? 'scaduto' : 'scaduti'}`] : []),
    ...(expiringCount > 0 ? [`${expiringCount} in scadenza`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : 'Tutti i documenti richiesti sono presenti';
}

/**
 * The customer's documents (GET /dashboard/documents, sub-role documents): how many end within 30 days
 * and how many have ended, each a link to the list so filtered, the site whose required documents are
 * least in order (a link to its checklist, which names them), and the latest documents published.
 */
export function DocumentsWidget() {
  const query = useDocumentsSummary();
  const summary = query.data;
  return (
    <WidgetCard title="Documenti" icon={IconFileCertificate} state={query}>
      {summary && (
        <Stack gap="md">
          <Group gap="xl" wrap="wrap">
            <Anchor
              renderRoot={(props) => <Link {...props} to="/documents" search={{ validity: 'expiring30' }} />}
              size="sm"
            >
              <Text span fz={28} fw={700} lh={1.1} display="block">
                {formatNumber(summary.expiringCount)}
              </Text>
              in scadenza entro 30 giorni
            </Anchor>
            <Anchor
              renderRoot={(props) => <Link {...props} to="/documents" search={{ validity: 'expired' }} />}
              size="sm"
              c={summary.expiredCount > 0 ? 'red.8' : undefined}
            >
              <Text span fz={28} fw={700} lh={1.1} display="block">
                {formatNumber(summary.expiredCount)}
              </Text>
              {summary.expiredCount === 1 ? 'scaduto' : 'scaduti'}
            </Anchor>
          </Group>
          {summary.worstCompliance && (
            <div>
              <Text size="sm" fw={600}>
                Documenti richiesti: la situazione peggiore
              </Text>
              <Anchor
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/documents/checklist/$siteCode"
                    params={{ siteCode: summary.worstCompliance?.siteCode ?? '' }}
                  />
                )}
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {summary.worstCompliance.siteName}: in regola {atPercent(summary.worstCompliance.percentage)}
              </Anchor>
              <Text size="xs" c="dimmed">
                {gapsText(summary.worstCompliance)}
              </Text>
            </div>
          )}
          {summary.latest.length === 0 ? (
            <Text size="sm" c="dimmed">
              Il fornitore non ha ancora pubblicato documenti per te.
            </Text>
          ) : (
            <Stack
              gap="xs"
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="Ultimi documenti"
            >
              {summary.latest.map((document) => (
                <Group key={document.documentId} component="li" gap={4} wrap="nowrap" align="flex-start">
                  <UnreadMark unread={document.unopened} meaning="unopened" />
                  <Stack gap={2} miw={0} style={{ flex: 1 }}>
                    <Anchor
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          to="/documents/$documentId"
                          params={{ documentId: document.documentId }}
                        />
                      )}
                      size="sm"
                      fw={600}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {document.title}
                    </Anchor>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {recipientsLine(document, { withCustomer: false })} · pubblicato{' '}
                      {formatDateAfter('il', document.creationDate)}
                    </Text>
                  </Stack>
                  <ValidityBadge validity={document.validity} />
                </Group>
              ))}
            </Stack>
          )}
          <Anchor renderRoot={(props) => <Link {...props} to="/documents" />} size="sm">
            Tutti i documenti
          </Anchor>
        </Stack>
      )}
    </WidgetCard>
  );
}
