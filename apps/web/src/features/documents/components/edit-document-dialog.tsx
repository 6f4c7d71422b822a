import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { DocumentDetail } from '@portale/shared';
import { useState } from 'react';
import { FormDialog } from '../../../lib/form-dialog.tsx';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useUpdateDocument } from '../api/publish-documents.ts';
import { documentErrorMessage } from '../document-errors.ts';
import { documentFieldsFormSchema, documentFormValues, toDocumentFields } from '../document-forms.ts';
import { DocumentFields } from './document-fields.tsx';

/** Staff change a document's title, description, category or end of validity (every version keeps its file). */
export function EditDocumentDialog({ document, onClose }: { document: DocumentDetail; onClose: () => void }) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const update = useUpdateDocument(document.documentId);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, control, register, handleSubmit, formState } = useCheckedForm(documentFieldsFormSchema, {
    defaultValues: documentFormValues(document),
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(toDocumentFields(values));
      notifications.show({
        color: 'green',
        title: 'Documento aggiornato',
        message: `«${values.title}» è stato salvato.`,
      });
      onClose();
    } catch (error) {
      setFailure(documentErrorMessage(error));
    }
  });

  return (
    <FormDialog
      dirty={formState.isDirty}
      opened
      onClose={onClose}
      title="Modifica il documento"
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Modifica il documento">
        <Stack gap="md">
          <TextInput
            label="Titolo"
            required
            maxLength={200}
            {...register('title')}
            error={formState.errors.title?.message}
          />
          <DocumentFields control={control} register={register} errors={formState.errors} />
          {failure && (
            <Alert color="red" variant="light" role="alert" title="Documento non salvato">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Annulla
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Salva
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
