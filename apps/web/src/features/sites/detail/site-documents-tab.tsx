import { Alert, Badge, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { documentCategoryLabels, type DocumentCategory } from '@portale/shared';
import { IconFileText } from '@tabler/icons-react';
import { DownloadButton } from '../../../lib/download-button.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { formatDateAfter, formatDateTime } from '../../../lib/format.ts';
import { useDownloadSiteDocument } from '../api/download-site-document.ts';
import { useSiteDocuments } from '../api/site-documents.ts';
import { LoadError } from '../../../lib/load-error.tsx';
import { SiteComplianceChecklist } from '../../../lib/site-compliance-checklist.tsx';
import { formatCount } from '../../../lib/italian-numbers.ts';

const categoryLabel = (category: string) =>
  category in documentCategoryLabels ? documentCategoryLabels[category as DocumentCategory] : category;

const downloadsLabel = (count: number) => formatCount(count, 'scaricamento', 'scaricamenti');

/** The checklist of the documents the contract requires, then the site's documents. */
export function SiteDocumentsTab({ siteCode }: { siteCode: string }) {
  return (
    <Stack gap="lg">
      <SiteComplianceChecklist siteCode={siteCode} />
      <SiteDocumentList siteCode={siteCode} />
    </Stack>
  );
}

/** The documents of the site and of its job order, newest first, each with its download. */
function SiteDocumentList({ siteCode }: { siteCode: string }) {
  const documents = useSiteDocuments(siteCode);
  const download = useDownloadSiteDocument(siteCode);
  if (documents.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Caricamento dei documenti" />
      </Center>
    );
  }
  if (documents.isError) {
    return (
      <LoadError title="Documenti non caricati" query={documents}>
        {apiErrorMessage(documents.error, {})}
      </LoadError>
    );
  }
  if (documents.data.length === 0) {
    return <Text c="dimmed">Non ci sono documenti per questa ubicazione.</Text>;
  }
  return (
    <Stack gap="sm">
      {download.isError && (
        <Alert color="red" variant="light" role="alert" title="Download non riuscito">
          {apiErrorMessage(download.error, { 404: 'Il file di questo documento non è più disponibile.' })}
        </Alert>
      )}
      {documents.data.map((document) => (
        <Paper
          key={document.documentId}
          withBorder
          radius="md"
          p="sm"
          component="article"
          aria-label={document.title}
        >
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <IconFileText size={24} aria-hidden style={{ flexShrink: 0 }} />
            <Stack gap={4} miw={0} style={{ flexGrow: 1 }}>
              <Group gap="xs">
                <Text fw={600}>{document.title}</Text>
                {document.outdated && (
                  <Badge color="orange" variant="light" size="sm">
                    Versione superata
                  </Badge>
                )}
              </Group>
              {document.description && <Text size="sm">{document.description}</Text>}
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {categoryLabel(document.category)} · pubblicato {formatDateAfter('il', document.creationDate)}{' '}
                · {document.filename}
              </Text>
              <Text size="xs" c="dimmed">
                {document.lastDownload
                  ? `Ultimo scaricamento ${formatDateTime(document.lastDownload)}`
                  : 'Non ancora scaricato'}
                {document.downloadCount > 0 ? ` · ${downloadsLabel(document.downloadCount)}` : ''}
              </Text>
            </Stack>
            <DownloadButton
              size="xs"
              loading={download.isPending && download.variables.documentId === document.documentId}
              onClick={() => download.mutate(document)}
              aria-label={`Scarica ${document.title}`}
              style={{ flexShrink: 0 }}
            >
              Scarica
            </DownloadButton>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
