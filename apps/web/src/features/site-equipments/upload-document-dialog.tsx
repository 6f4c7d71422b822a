import { Alert, Button, FileInput, Group, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  equipmentDocumentKindLabels,
  equipmentDocumentKinds,
  equipmentDocumentUploadSchema,
  type EquipmentDetail,
} from '@portale/shared';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useUploadRules } from '../../lib/api/upload-rules.ts';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { extensionOf } from '../../lib/format-bytes.ts';
import { megabytes } from '../../lib/image-upload-check.ts';
import { fileTypeRefused } from '../../lib/operation-error-message.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useEquipmentActions } from './api/site-equipments-api.ts';
import { equipmentDocumentErrorMessage } from './site-equipments-errors.ts';

const kindOptions = equipmentDocumentKinds.map((value) => ({
  value,
  label: equipmentDocumentKindLabels[value],
}));

/** The form: the JSON part's kind and title, and the file (null until chosen: «Campo richiesto»). */
const uploadFormSchema = equipmentDocumentUploadSchema.extend({
  file: z.custom<File>((value) => value instanceof File),
});
type UploadFormValues = z.input<typeof uploadFormSchema>;

/** The title a file suggests when none was typed: its name without the extension. */
const titleOf = (file: File) =>
  file.name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();

/**
 * «Carica documento»: a manual, a safety data sheet, a CE declaration, a maintenance report…, with its
 * title and file. Safety data sheets and CE declarations are offered on the label's public page too.
 */
export function UploadDocumentDialog({
  equipment,
  onClose,
}: {
  equipment: EquipmentDetail;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const { data: rules } = useUploadRules();
  const { uploadDocument } = useEquipmentActions(equipment.id);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, control, register, handleSubmit, setError, setValue, getValues, formState } =
    useCheckedForm(uploadFormSchema, {
      defaultValues: { title: '', file: null } as unknown as Partial<UploadFormValues>,
    });

  const submit = handleSubmit(async ({ file, kind, title }) => {
    if (rules && !rules.allowedExtensions.includes(extensionOf(file.name))) {
      setError('file', { message: fileTypeRefused(rules.allowedExtensions) });
      return;
    }
    if (rules && file.size > rules.maxBytes) {
      setError('file', {
        message: `Il file pesa ${megabytes(file.size)}: il limite è ${megabytes(rules.maxBytes)}.`,
      });
      return;
    }
    setFailure(null);
    setProgress(0);
    try {
      await uploadDocument.mutateAsync({ file, data: { kind, title }, onProgress: setProgress });
      notifications.show({
        color: 'green',
        title: 'Documento caricato',
        message: `«${title}» è tra i documenti di «${equipment.name}».`,
      });
      onClose();
    } catch (error) {
      setFailure(equipmentDocumentErrorMessage(error, rules?.allowedExtensions));
    } finally {
      setProgress(null);
    }
  });

  const title = 'Carica un documento';
  return (
    <FormDialog
      dirty={formState.isDirty}
      opened
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap="md">
          <Controller
            control={control}
            name="kind"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                label="Tipo di documento"
                description="Le schede di sicurezza e le dichiarazioni CE si scaricano anche dalla pagina pubblica dell’etichetta."
                required
                placeholder="Scegli il tipo"
                data={kindOptions}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                data-autofocus
              />
            )}
          />
          <Controller
            control={control}
            name="file"
            render={({ field, fieldState }) => (
              <FileInput
                ref={field.ref}
                label="File"
                description={
                  rules
                    ? `Formati ammessi: ${rules.allowedExtensions.join(', ')}; al massimo ${megabytes(rules.maxBytes)}.`
                    : undefined
                }
                placeholder="Scegli il file"
                required
                leftSection={<IconFileUpload size={18} aria-hidden />}
                value={(field.value as File | null | undefined) ?? null}
                onChange={(file) => {
                  field.onChange(file);
                  if (file && !(getValues('title') ?? '').trim())
                    setValue('title', titleOf(file), { shouldDirty: true });
                }}
                clearable
                clearButtonProps={{ 'aria-label': 'Togli il file' }}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            label="Titolo"
            description="Come compare nell’elenco dei documenti"
            required
            maxLength={160}
            {...register('title')}
            error={formState.errors.title?.message}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert" title="Documento non caricato">
              {failure}
            </Alert>
          )}
          {progress !== null && (
            <Stack gap={4}>
              <Text size="sm" aria-live="polite">
                Invio del file: {Math.round(progress * 100)}%
              </Text>
              <Progress value={progress * 100} aria-label="Invio del file" />
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={formState.isSubmitting}>
              Annulla
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Carica il documento
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
