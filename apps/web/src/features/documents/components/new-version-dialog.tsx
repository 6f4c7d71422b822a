import { Alert, Button, Group, Progress, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { DocumentDetail } from '@portale/shared';
import { IconFilePlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useUploadRules } from '../../../lib/api/upload-rules.ts';
import { DateField } from '../../../lib/date-field.tsx';
import { FormDialog } from '../../../lib/form-dialog.tsx';
import { extensionOf, formatBytes } from '../../../lib/format-bytes.ts';
import { fileTypeRefused } from '../../../lib/operation-error-message.ts';
import { usePublishDocumentVersion } from '../api/publish-documents.ts';
import { documentErrorMessage } from '../document-errors.ts';
import { DocumentDropzone } from './document-dropzone.tsx';

/**
 * Staff replace a document with a new file: title, category and recipients are carried over, the end of
 * validity too unless changed; the older version becomes outdated and the page shows the new one.
 */
export function NewVersionDialog({ document, onClose }: { document: DocumentDetail; onClose: () => void }) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const navigate = useNavigate();
  const { data: rules } = useUploadRules();
  const publish = usePublishDocumentVersion(document.documentId);
  const [file, setFile] = useState<File | null>(null);
  const [validUntil, setValidUntil] = useState(document.validUntil ?? '');
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = ([chosen]: File[]) => {
    if (!chosen) return;
    setProblem(
      rules && !rules.allowedExtensions.includes(extensionOf(chosen.name))
        ? fileTypeRefused(rules.allowedExtensions)
        : null,
    );
    setFile(chosen);
  };

  const send = async () => {
    if (!file) return setProblem('Scegli il file della nuova versione.');
    setProblem(null);
    try {
      const published = await publish.mutateAsync({
        file,
        data: { validUntil: validUntil || null },
        onProgress: setProgress,
      });
      notifications.show({
        color: 'green',
        title: 'Nuova versione pubblicata',
        message: `«${published.title}» è ora alla versione ${published.version}.`,
      });
      onClose();
      void navigate({ to: '/documents/$documentId', params: { documentId: published.documentId } });
    } catch (error) {
      setProblem(documentErrorMessage(error, rules?.allowedExtensions));
    }
  };

  return (
    <FormDialog
      dirty={file !== null || validUntil !== (document.validUntil ?? '')}
      opened
      onClose={onClose}
      title={`Nuova versione di «${document.title}»`}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <Stack gap="md">
        <DocumentDropzone
          onDrop={choose}
          multiple={false}
          disabled={publish.isPending}
          aria-label="Scegli il file della nuova versione"
          icon={<IconFilePlus size={28} aria-hidden />}
        >
          {file ? `${file.name} (${formatBytes(file.size)})` : 'Trascina qui il file oppure selezionalo'}
        </DocumentDropzone>
        {publish.isPending && (
          <Progress value={progress * 100} aria-label={`Invio di ${file?.name ?? 'file'}`} />
        )}
        <DateField
          label="Valido fino al"
          description="L’ultimo giorno di validità della nuova versione; vuoto se non scade."
          clearable
          value={validUntil}
          onChange={setValidUntil}
        />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={publish.isPending}>
            Annulla
          </Button>
          <Button loading={publish.isPending} onClick={() => void send()}>
            Pubblica la nuova versione
          </Button>
        </Group>
      </Stack>
    </FormDialog>
  );
}
