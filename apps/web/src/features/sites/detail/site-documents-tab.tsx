import { Alert, Badge, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { documentCategoryLabels, type DocumentCategory } from '@portale/shared';
import { IconFileText } from '@tabler/icons-react';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useSiteDocuments } from '../api/site-documents.ts';

const categoryLabel = (category: string) =>
  category in documentCategoryLabels ? documentCategoryLabels[category as DocumentCategory] : category;

/** The documents of the site and of its job order, newest first (the list only: no download yet). */
export function SiteDocumentsTab({ siteCode }: { siteCode: string }) {
  const documents = useSiteDocuments(siteCode);
  if (documents.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Caricamento dei documenti" />
      </Center>
    );
  }
  if (documents.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="Documenti non caricati">
        {apiErrorMessage(documents.error, {})}
      </Alert>
    );
  }
  if (documents.data.length === 0) {
    return <Text c="dimmed">Non ci sono documenti per questa ubicazione.</Text>;
  }
  return (
    <Stack gap="sm">
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
            <Stack gap={4} miw={0}>
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
                {categoryLabel(document.category)} · pubblicato il {formatDate(document.creationDate)} ·{' '}
                {document.filename}
              </Text>
              <Text size="xs" c="dimmed">
                {document.lastDownload
                  ? `Ultimo scaricamento ${formatDateTime(document.lastDownload)}`
                  : 'Non ancora scaricato'}
                {document.downloadCount > 0 ? ` · ${document.downloadCount} scaricamenti` : ''}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
