import { ActionIcon, Anchor, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { billingDocumentKindLabels, type BillingDocumentItem } from '@portale/shared';
import { IconDownload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CSSProperties, ReactNode } from 'react';
import { DownloadButton } from '../../../lib/download-button.tsx';
import { formatCents } from '../../../lib/format-cents.ts';
import { formatDate, formatDateAfter } from '../../../lib/format.ts';
import { PaymentStateBadge } from '../../../lib/payment-state-badge.tsx';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../../lib/responsive-table.tsx';
import { UnreadMark } from '../../../lib/unread-mark.tsx';
import { billingPeriodText } from '../billing-text.ts';

/** The documents chosen for one zip. */
export type BillingSelection = {
  selected: ReadonlySet<string>;
  onToggle: (documentId: string, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
};

type BillingTableProps = {
  documents: readonly BillingDocumentItem[];
  /** The back office's list: every customer's documents, with the customer named. */
  staff: boolean;
  selection: BillingSelection | null;
  onDownload: (document: BillingDocumentItem) => void;
  /** The document whose PDF is downloading. */
  downloading: string | null;
  /** What one side does with a document besides downloading it (staff: record its payment). */
  action?: (document: BillingDocumentItem) => ReactNode;
};

/** Figures and dates keep to one line, their digits in columns. */
const figure: CSSProperties = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };

const titleOf = (document: BillingDocumentItem) =>
  `${billingDocumentKindLabels[document.kind]} n. ${document.number}`;

function DocumentLink({ document }: { document: BillingDocumentItem }) {
  return (
    <Anchor
      fw={600}
      style={{ whiteSpace: 'nowrap' }}
      renderRoot={(props) => (
        <Link {...props} to="/billing/$documentId" params={{ documentId: document.documentId }} />
      )}
      aria-label={titleOf(document)}
    >
      {document.number}
    </Anchor>
  );
}

type DownloadProps = Pick<BillingTableProps, 'onDownload' | 'downloading'> & {
  document: BillingDocumentItem;
};

/** The PDF of one document: an icon in the table, a button with its words on a card. */
function DownloadPdf({
  document,
  onDownload,
  downloading,
  asButton = false,
}: DownloadProps & { asButton?: boolean }) {
  const loading = downloading === document.documentId;
  if (asButton) {
    return (
      <DownloadButton size="xs" onClick={() => onDownload(document)} loading={loading}>
        Scarica il PDF
      </DownloadButton>
    );
  }
  return (
    <ActionIcon
      variant="subtle"
      onClick={() => onDownload(document)}
      loading={loading}
      aria-label={`Scarica il PDF: ${titleOf(document)}`}
    >
      <IconDownload size={18} aria-hidden />
    </ActionIcon>
  );
}

function SelectDocument({
  document,
  selection,
}: {
  document: BillingDocumentItem;
  selection: BillingSelection;
}) {
  return (
    <Checkbox
      aria-label={`Seleziona ${titleOf(document)}`}
      checked={selection.selected.has(document.documentId)}
      onChange={(event) => selection.onToggle(document.documentId, event.currentTarget.checked)}
    />
  );
}

function SelectPage({
  documents,
  selection,
  asCards,
}: {
  documents: readonly BillingDocumentItem[];
  selection: BillingSelection;
  asCards: boolean;
}) {
  const selectedHere = documents.filter((document) => selection.selected.has(document.documentId)).length;
  return (
    <Checkbox
      aria-label="Seleziona tutti i documenti della pagina"
      label={asCards ? 'Seleziona tutta la pagina' : undefined}
      checked={selectedHere > 0 && selectedHere === documents.length}
      indeterminate={selectedHere > 0 && selectedHere < documents.length}
      onChange={(event) => selection.onToggleAll(event.currentTarget.checked)}
    />
  );
}

function JobOrder({ document, staff }: { document: BillingDocumentItem; staff: boolean }) {
  return (
    <>
      {staff && (
        <Text size="sm" fw={500}>
          {document.customerName}
        </Text>
      )}
      <Text size="sm">{document.jobOrderDescription}</Text>
      <Text size="xs" c="dimmed">
        {document.jobOrderId}
      </Text>
    </>
  );
}

/** A page of invoices and credit notes: a table on wide screens, one card a document on phones. */
export function BillingTable(props: BillingTableProps) {
  return (
    <ResponsiveTable
      label="Elenco di fatture e note di credito"
      minWidth={props.staff ? 980 : 860}
      cards={<BillingCards {...props} />}
      cardsBelow="md"
    >
      <BillingRows {...props} />
    </ResponsiveTable>
  );
}

function BillingRows({ documents, staff, selection, onDownload, downloading, action }: BillingTableProps) {
  return (
    <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          {selection && (
            <Table.Th w={36}>
              <SelectPage documents={documents} selection={selection} asCards={false} />
            </Table.Th>
          )}
          <Table.Th>Documento</Table.Th>
          <Table.Th>Data e scadenza</Table.Th>
          <Table.Th>{staff ? 'Cliente e commessa' : 'Commessa'}</Table.Th>
          <Table.Th>Periodo</Table.Th>
          <Table.Th ta="right">Imponibile</Table.Th>
          <Table.Th ta="right">IVA</Table.Th>
          <Table.Th ta="right">Totale e stato</Table.Th>
          {/* One column for the PDF and staff's action: at 1366 px a column more was cut off. */}
          <Table.Th w={action ? undefined : 44}>{action ? 'Azioni' : 'PDF'}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((document) => (
          <Table.Tr
            key={document.documentId}
            bg={
              selection?.selected.has(document.documentId) ? 'var(--mantine-primary-color-light)' : undefined
            }
          >
            {selection && (
              <Table.Td>
                <SelectDocument document={document} selection={selection} />
              </Table.Td>
            )}
            <Table.Td>
              <Group gap={4} wrap="nowrap" align="flex-start">
                {!staff && <UnreadMark unread={document.unopened} meaning="unopened" />}
                <Stack gap={0}>
                  <DocumentLink document={document} />
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {billingDocumentKindLabels[document.kind]}
                  </Text>
                </Stack>
              </Group>
            </Table.Td>
            <Table.Td style={figure}>
              <Text size="sm">{formatDate(document.issueDate)}</Text>
              <Text size="xs" c="dimmed">
                scade {formatDateAfter('il', document.dueDate)}
              </Text>
            </Table.Td>
            <Table.Td miw={160}>
              <JobOrder document={document} staff={staff} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{billingPeriodText(document.periodFrom, document.periodTo)}</Text>
            </Table.Td>
            <Table.Td ta="right" style={figure}>
              <Text size="sm">{formatCents(document.taxableCents)}</Text>
            </Table.Td>
            <Table.Td ta="right" style={figure}>
              <Text size="sm">{formatCents(document.vatCents)}</Text>
            </Table.Td>
            <Table.Td ta="right" style={figure}>
              <Text size="sm" fw={600}>
                {formatCents(document.totalCents)}
              </Text>
              <PaymentStateBadge state={document.paymentState} />
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <DownloadPdf document={document} onDownload={onDownload} downloading={downloading} />
                {action?.(document)}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function BillingCards({ documents, staff, selection, onDownload, downloading, action }: BillingTableProps) {
  return (
    <Stack gap="sm">
      {selection && <SelectPage documents={documents} selection={selection} asCards />}
      {documents.map((document) => (
        <TableCard key={document.documentId} label={titleOf(document)}>
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Group gap={4} wrap="nowrap" align="flex-start" miw={0}>
                {selection && <SelectDocument document={document} selection={selection} />}
                {!staff && <UnreadMark unread={document.unopened} meaning="unopened" />}
                <Stack gap={0} miw={0}>
                  <DocumentLink document={document} />
                  <Text size="xs" c="dimmed">
                    {billingDocumentKindLabels[document.kind]}
                  </Text>
                </Stack>
              </Group>
              <PaymentStateBadge state={document.paymentState} />
            </Group>
            <CardFields>
              <CardField label="Totale">
                <Text span size="sm" fw={600} style={figure}>
                  {formatCents(document.totalCents)}
                </Text>
              </CardField>
              <CardField label="Data">{formatDate(document.issueDate)}</CardField>
              <CardField label="Scadenza">{formatDate(document.dueDate)}</CardField>
              {staff && <CardField label="Cliente">{document.customerName}</CardField>}
              <CardField label="Commessa">
                {document.jobOrderDescription} ({document.jobOrderId})
              </CardField>
              <CardField label="Periodo">
                {billingPeriodText(document.periodFrom, document.periodTo)}
              </CardField>
              <CardField label="Imponibile">{formatCents(document.taxableCents)}</CardField>
              <CardField label="IVA">{formatCents(document.vatCents)}</CardField>
            </CardFields>
            <Group justify="flex-end" gap="xs">
              {action?.(document)}
              <DownloadPdf document={document} onDownload={onDownload} downloading={downloading} asButton />
            </Group>
          </Stack>
        </TableCard>
      ))}
    </Stack>
  );
}
