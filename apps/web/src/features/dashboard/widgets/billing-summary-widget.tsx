import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { billingDocumentKindLabels, type BillingDocumentItem, type PaymentState } from '@portale/shared';
import { IconReceiptEuro } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatCents } from '../../../lib/format-cents.ts';
import { formatDate } from '../../../lib/format.ts';
import { PaymentStateBadge } from '../../../lib/payment-state-badge.tsx';
import { useBillingSummary } from '../api/billing-summary.ts';
import { overdueDocumentsText } from '../summary-text.ts';
import { WidgetCard } from './widget-card.tsx';

/** Rows of each list: the card stays about as tall as its neighbours. */
const shownRows = 3;

/**
 * The customer's latest invoices and credit notes and what is overdue, with its total (GET
 * /dashboard/billing, sub-role billing). Each row opens the billing list filtered for its job order
 * (and, for an overdue one, for what is overdue).
 */
export function BillingSummaryWidget() {
  const query = useBillingSummary();
  const summary = query.data;
  return (
    <WidgetCard title="Fatturazione" icon={IconReceiptEuro} state={query}>
      {summary && (
        <Stack gap="md">
          <div>
            <Text fz={28} fw={700} lh={1.1} c={summary.overdueCount > 0 ? 'red' : undefined}>
              {formatCents(summary.overdueCents)}
            </Text>
            <Text size="sm" fw={600}>
              {overdueDocumentsText(summary.overdueCount)}
            </Text>
          </div>
          {summary.overdue.length > 0 && (
            <DocumentRows title="Scadute" documents={summary.overdue.slice(0, shownRows)} state="overdue" />
          )}
          {summary.latest.length === 0 ? (
            <Text size="sm" c="dimmed">
              Non ci sono ancora fatture o note di credito per le tue commesse.
            </Text>
          ) : (
            <DocumentRows title="Ultimi documenti" documents={summary.latest.slice(0, shownRows)} />
          )}
          <Group gap="md">
            {summary.overdueCount > 0 && (
              <Anchor
                renderRoot={(props) => <Link {...props} to="/billing" search={{ state: 'overdue' }} />}
                size="sm"
              >
                Tutte le scadute
              </Anchor>
            )}
            <Anchor renderRoot={(props) => <Link {...props} to="/billing" />} size="sm">
              Tutta la fatturazione
            </Anchor>
          </Group>
        </Stack>
      )}
    </WidgetCard>
  );
}

type DocumentRowsProps = { title: string; documents: BillingDocumentItem[]; state?: PaymentState };

function DocumentRows({ title, documents, state }: DocumentRowsProps) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm">
        {title}
      </Title>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {documents.map((document) => (
          <li key={document.documentId}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Anchor
                  renderRoot={(props) => (
                    <Link {...props} to="/billing" search={{ jobOrderId: document.jobOrderId, state }} />
                  )}
                  fw={600}
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {billingDocumentKindLabels[document.kind]} n.{' '}
                  {/* The number goes to the next line whole rather than broken at a hyphen. */}
                  <span style={{ display: 'inline-block' }}>{document.number}</span>
                </Anchor>
                <Text size="xs" c="dimmed">
                  {document.jobOrderDescription} · scadenza {formatDate(document.dueDate)}
                </Text>
              </div>
              <Stack gap={2} align="flex-end" style={{ flex: 'none' }}>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatCents(document.totalCents)}
                </Text>
                <PaymentStateBadge state={document.paymentState} />
              </Stack>
            </Group>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
