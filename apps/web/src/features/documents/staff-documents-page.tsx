import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconUpload } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { DocumentList } from './components/document-list.tsx';
import { RequiredCategoriesDialog } from './components/required-categories-dialog.tsx';
import { UploadDocumentsDialog } from './components/upload-documents-dialog.tsx';

const route = getRouteApi('/protected/backoffice/documents');

/**
 * /backoffice/documents: every customer's documents for staff with permission documents, who publish new
 * ones (many files at once), and set the categories each job order's sites must hold. A document's page
 * changes it, replaces its file with a new version and adds or removes its recipients.
 */
export function StaffDocumentsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [dialog, setDialog] = useState<'upload' | 'categories' | null>(null);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Documenti dei clienti
          </Title>
          <Text c="dimmed">
            I documenti pubblicati per clienti, commesse e ubicazioni. Apri un documento per modificarlo,
            caricarne una nuova versione o cambiarne i destinatari.
          </Text>
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconChecklist size={18} aria-hidden />}
            onClick={() => setDialog('categories')}
          >
            Documenti richiesti
          </Button>
          <Button leftSection={<IconUpload size={18} aria-hidden />} onClick={() => setDialog('upload')}>
            Carica documenti
          </Button>
        </Group>
      </Group>
      <DocumentList search={search} onSearch={(next) => void navigate({ search: next })} staff />
      {dialog === 'upload' && <UploadDocumentsDialog onClose={() => setDialog(null)} />}
      {dialog === 'categories' && <RequiredCategoriesDialog onClose={() => setDialog(null)} />}
    </Stack>
  );
}
