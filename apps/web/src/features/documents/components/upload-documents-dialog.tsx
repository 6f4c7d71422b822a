import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useUploadRules } from '../../../lib/api/upload-rules.ts';
import { FormDialog } from '../../../lib/form-dialog.tsx';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { publishDocument } from '../api/publish-documents.ts';
import { useRefreshDocuments } from '../api/use-refresh-documents.ts';
import { toDocumentFields, uploadFieldsFormSchema } from '../document-forms.ts';
import { documentsText } from '../document-text.ts';
import { DocumentFields } from './document-fields.tsx';
import { DocumentDropzone } from './document-dropzone.tsx';
import { RecipientList } from './recipient-list.tsx';
import { withRecipient, type ChosenRecipient } from './recipient-choices.ts';
import { useUploadQueue } from './use-upload-queue.ts';
import { UploadQueueList } from './upload-queue-list.tsx';

/**
 * Staff publish one or many files at once: dropped or chosen, each with its own title (from its name)
 * and its own request, showing how much of it has been sent; category, end of validity, description and
 * recipients are the same for all. A file refused stays in the list with the reason, the others go.
 */
export function UploadDocumentsDialog({ onClose }: { onClose: () => void }) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const { data: rules } = useUploadRules();
  const queue = useUploadQueue(rules);
  const refresh = useRefreshDocuments();
  const [recipients, setRecipients] = useState<ChosenRecipient[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const { formRef, control, register, handleSubmit, formState } = useCheckedForm(uploadFieldsFormSchema, {
    defaultValues: { description: '', validUntil: '' },
  });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    if (queue.waiting.length === 0) return setProblem('Aggiungi almeno un file da pubblicare.');
    if (recipients.length === 0)
      return setProblem('Scegli almeno un destinatario: un cliente, una sua commessa o ubicazione.');
    if (queue.waiting.some((entry) => !entry.title.trim()))
      return setProblem('Ogni file deve avere un titolo.');
    const fields = toDocumentFields(values);
    const associations = recipients.map((recipient) => recipient.request);
    const { published, failed } = await queue.send((entry, onProgress) =>
      publishDocument(entry.file, { ...fields, title: entry.title.trim(), associations }, onProgress),
    );
    await refresh();
    if (published > 0) {
      notifications.show({
        color: 'green',
        title: 'Documenti pubblicati',
        message: `${documentsText(published)} ora ${published === 1 ? 'è visibile' : 'sono visibili'} ai destinatari.`,
      });
    }
    if (failed === 0) onClose();
  });

  return (
    <FormDialog
      dirty={formState.isDirty || queue.waiting.length > 0 || recipients.length > 0}
      opened
      onClose={onClose}
      title="Carica documenti"
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Carica documenti">
        <Stack gap="md">
          <DocumentDropzone
            onDrop={queue.add}
            multiple
            disabled={queue.sending}
            aria-label="Scegli i file da pubblicare"
            icon={<IconUpload size={28} aria-hidden />}
          >
            Trascina qui i file oppure selezionali
          </DocumentDropzone>
          <UploadQueueList queue={queue} />
          <DocumentFields control={control} register={register} errors={formState.errors} />
          <RecipientList
            recipients={recipients}
            onChoose={(recipient) => setRecipients((current) => withRecipient(current, recipient))}
            onRemove={(recipient) =>
              setRecipients((current) => current.filter((known) => known !== recipient))
            }
          />
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={queue.sending}>
              Chiudi
            </Button>
            <Button type="submit" loading={queue.sending} leftSection={<IconUpload size={16} aria-hidden />}>
              Pubblica
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
