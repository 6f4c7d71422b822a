import { ActionIcon, Anchor, Badge, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { DocumentListItem } from '@portale/shared';
import { IconDownload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ValidityBadge } from '../../../lib/document-badges.tsx';
import { recipientsLine } from '../../../lib/document-recipients.ts';
import { validitySentence } from '../../../lib/document-validity.ts';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../../lib/responsive-table.tsx';
import { UnreadMark } from '../../../lib/unread-mark.tsx';
import { categoryLabel, downloadsText, versionText } from '../document-text.ts';

type DocumentTableProps = {
  documents: readonly DocumentListItem[];
  /** Today in Italy ('YYYY-MM-DD'), for the words of each validity. */
  today: string;
  /** Staff see every customer's recipients. */
  staff: boolean;
  onDownload: (document: DocumentListItem) => void;
  /** The document whose file is being downloaded. */
  downloading: string | null;
};

function DocumentLink({ document }: { document: DocumentListItem }) {
  return (
    <Anchor
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
      renderRoot={(props) => (
        <Link {...props} to="/documents/$documentId" params={{ documentId: document.documentId }} />
      )}
    >
      {document.title}
    </Anchor>
  );
}

function OutdatedBadge({ document }: { document: DocumentListItem }) {
  return document.outdated ? (
    <Badge variant="light" color="gray">
      Versione superata
    </Badge>
  ) : null;
}

function DownloadButton({
  document,
  onDownload,
  downloading,
}: Omit<DocumentTableProps, 'documents' | 'today' | 'staff'> & { document: DocumentListItem }) {
  const label = `Scarica ${document.filename}`;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="light"
        size="lg"
        aria-label={label}
        loading={downloading === document.documentId}
        onClick={() => onDownload(document)}
      >
        <IconDownload size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** Who a document is for, by name (staff read each one's customer too). */
function Recipients({ document, staff }: { document: DocumentListItem; staff: boolean }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {recipientsLine(document, { withCustomer: staff })}
    </Text>
  );
}

/** The documents as cards on a phone and as a table on larger screens, each with its download. */
export function DocumentTable(props: DocumentTableProps) {
  return (
    <ResponsiveTable
      label="Elenco dei documenti"
      minWidth={900}
      cards={<DocumentCards {...props} />}
      cardsBelow="md"
    >
      <DocumentRows {...props} />
    </ResponsiveTable>
  );
}

function DocumentCards({ documents, today, staff, onDownload, downloading }: DocumentTableProps) {
  return (
    <Stack gap="sm">
      {documents.map((document) => (
        <TableCard key={document.documentId} label={document.title}>
          <Stack gap="xs">
            <Group gap={4} wrap="nowrap" align="flex-start" justify="space-between">
              <Group gap={4} wrap="nowrap" align="flex-start" miw={0}>
                <UnreadMark unread={document.unopened} meaning="unopened" />
                <DocumentLink document={document} />
              </Group>
              <DownloadButton document={document} onDownload={onDownload} downloading={downloading} />
            </Group>
            <Group gap="xs">
              <ValidityBadge validity={document.validity} />
              <OutdatedBadge document={document} />
            </Group>
            <CardFields>
              <CardField label="Categoria">{categoryLabel(document)}</CardField>
              <CardField label="Validità">{validitySentence(document.validUntil, today)}</CardField>
              <CardField label="Versione">{versionText(document)}</CardField>
              <CardField label="File">{document.filename}</CardField>
              <CardField label="Scaricamenti">{downloadsText(document)}</CardField>
              <CardField label="Destinatari">
                <Recipients document={document} staff={staff} />
              </CardField>
            </CardFields>
          </Stack>
        </TableCard>
      ))}
    </Stack>
  );
}

function DocumentRows({ documents, today, staff, onDownload, downloading }: DocumentTableProps) {
  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Documento</Table.Th>
          <Table.Th>Categoria</Table.Th>
          <Table.Th>Validità</Table.Th>
          <Table.Th>Versione</Table.Th>
          <Table.Th>Scaricamenti</Table.Th>
          <Table.Th>Destinatari</Table.Th>
          <Table.Th>
            <VisuallyHidden>Scarica</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((document) => (
          <Table.Tr key={document.documentId}>
            <Table.Td>
              <Group gap={4} wrap="nowrap" align="flex-start">
                <UnreadMark unread={document.unopened} meaning="unopened" />
                <Stack gap={2} miw={0}>
                  <DocumentLink document={document} />
                  {document.description && (
                    <Text size="xs" lineClamp={2}>
                      {document.description}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {document.filename}
                  </Text>
                </Stack>
              </Group>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{categoryLabel(document)}</Text>
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <ValidityBadge validity={document.validity} />
                <Text size="xs" c="dimmed">
                  {validitySentence(document.validUntil, today)}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <Text size="sm">{versionText(document)}</Text>
                <OutdatedBadge document={document} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{downloadsText(document)}</Text>
            </Table.Td>
            <Table.Td>
              <Recipients document={document} staff={staff} />
            </Table.Td>
            <Table.Td>
              <DownloadButton document={document} onDownload={onDownload} downloading={downloading} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
