import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { romeToday, type DocumentDetail } from '@portale/shared';
import { IconEdit, IconFilePlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { DownloadButton } from '../../../lib/download-button.tsx';
import { ValidityBadge } from '../../../lib/document-badges.tsx';
import { validitySentence } from '../../../lib/document-validity.ts';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { useDownloadDocument } from '../api/document-file.ts';
import { documentErrorMessage } from '../document-errors.ts';
import { categoryLabel, downloadsText, versionText } from '../document-text.ts';
import { DocumentAssociations } from './document-associations.tsx';
import { DocumentVersions } from './document-versions.tsx';
import { EditDocumentDialog } from './edit-document-dialog.tsx';
import { NewVersionDialog } from './new-version-dialog.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** A loaded document: what it is, its file, its versions and recipients, and staff's changes. */
export function DocumentDetailView({ document, staff }: { document: DocumentDetail; staff: boolean }) {
  const [today] = useState(() => romeToday());
  const [dialog, setDialog] = useState<'edit' | 'version' | null>(null);
  const download = useDownloadDocument();

  return (
    <>
      <Stack gap={4}>
        <Text c="dimmed" size="sm">
          {categoryLabel(document)}
        </Text>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
          {document.title}
        </Title>
        <Group gap="xs">
          <ValidityBadge validity={document.validity} />
          {document.outdated && (
            <Badge variant="light" color="gray">
              Versione superata
            </Badge>
          )}
        </Group>
      </Stack>
      {document.outdated && (
        <Alert color="orange" variant="light">
          Esiste una versione più recente di questo documento: la trovi nelle versioni qui sotto.
        </Alert>
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          {document.description && <Text style={{ overflowWrap: 'anywhere' }}>{document.description}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <Field label="Validità">{validitySentence(document.validUntil, today)}</Field>
            <Field label="Versione">
              {versionText(document)}
              {document.publishedBy ? ` da ${document.publishedBy}` : ''}
            </Field>
            <Field label="File">
              {document.filename} ({formatBytes(document.sizeBytes)})
            </Field>
            <Field label={staff ? 'Scaricamenti dei clienti' : 'I tuoi scaricamenti'}>
              {downloadsText(document)}
            </Field>
          </SimpleGrid>
          <Group gap="sm">
            <DownloadButton
              variant="filled"
              loading={download.isPending}
              onClick={() => download.mutate(document)}
            >
              Scarica il file
            </DownloadButton>
            {staff && (
              <Button
                variant="default"
                leftSection={<IconEdit size={18} aria-hidden />}
                onClick={() => setDialog('edit')}
              >
                Modifica
              </Button>
            )}
            {staff && !document.outdated && (
              <Button
                variant="default"
                leftSection={<IconFilePlus size={18} aria-hidden />}
                onClick={() => setDialog('version')}
              >
                Nuova versione
              </Button>
            )}
          </Group>
          {download.isError && (
            <Alert color="red" variant="light" role="alert" title="Download non riuscito">
              {documentErrorMessage(download.error)}
            </Alert>
          )}
        </Stack>
      </Paper>
      <DocumentVersions document={document} today={today} />
      <DocumentAssociations document={document} staff={staff} />
      {dialog === 'edit' && <EditDocumentDialog document={document} onClose={() => setDialog(null)} />}
      {dialog === 'version' && <NewVersionDialog document={document} onClose={() => setDialog(null)} />}
    </>
  );
}
