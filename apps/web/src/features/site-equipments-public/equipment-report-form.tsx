import {
  Alert,
  Button,
  FileInput,
  Group,
  Image,
  Progress,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { equipmentReportSchema } from '@portale/shared';
import { IconAlertCircle, IconCamera, IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import { serverFieldErrors } from '../../lib/form-errors.ts';
import { acceptedImageTypes, imageUploadProblem } from '../../lib/image-upload-check.ts';
import { formatNumber, formatPercent } from '../../lib/italian-numbers.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import type { ReportSending } from './api/public-equipment.ts';
import {
  reportErrorMessage,
  reportFieldMessages,
  reportFieldOf,
  type ReportField,
} from './public-equipment-errors.ts';

/** The description's longest text (equipmentReportSchema). */
export const descriptionMaxLength = 2000;
const contactMaxLength = 120;

/** jsdom has no object URLs; every browser does. */
const canPreview = typeof URL.createObjectURL === 'function';

/** The chosen photo, small: its address lives as long as the photo is chosen. */
function PhotoPreview({ photo }: { photo: File }) {
  const url = useMemo(() => URL.createObjectURL(photo), [photo]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <Image src={url} alt="Anteprima della foto scelta" radius="sm" maw={240} mah={240} fit="contain" />;
}

type EquipmentReportFormProps = {
  /** Sends the report (the API's multipart call; a test passes its own). */
  send: (sending: ReportSending) => Promise<{ ticketCode: string }>;
  onSent: (ticketCode: string) => void;
  onCancel: () => void;
};

/**
 * «Segnala un problema» from the label's page: what is wrong (10 to 2,000 characters), a photo if the
 * visitor takes one, and a contact if they want an answer. Checked by the shared schema before sending;
 * what the API refuses goes under its field, or above the buttons.
 */
export function EquipmentReportForm({ send, onSent, onCancel }: EquipmentReportFormProps) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { formRef, register, control, handleSubmit, setError, formState } = useCheckedForm(
    equipmentReportSchema,
    { defaultValues: { description: '', contact: '' } },
  );
  const description = useWatch({ control, name: 'description' });

  const choosePhoto = (file: File | null) => {
    setPhoto(null);
    setPhotoError(null);
    if (!file) return;
    // The size limit is the API's to say (413): the upload rules are for signed-in users only.
    const problem = imageUploadProblem(file, undefined);
    if (problem) setPhotoError(problem);
    else setPhoto(file);
  };

  const submit = handleSubmit(async (report) => {
    setFailure(null);
    // A file that is not a photo stays refused until another is chosen or it is taken away.
    if (photoError) return;
    setProgress(photo ? 0 : null);
    try {
      const { ticketCode } = await send({
        report,
        photo,
        ...(photo && { onProgress: setProgress }),
      });
      onSent(ticketCode);
    } catch (error) {
      const { placed } = serverFieldErrors(error, reportFieldOf);
      for (const { name } of placed) {
        const field = name as ReportField;
        if (field === 'photo') setPhotoError(reportFieldMessages.photo);
        else setError(field, { message: reportFieldMessages[field] });
      }
      const photoRefused = error instanceof ApiError && (error.status === 409 || error.status === 413);
      if (photoRefused && photo) setPhotoError(reportErrorMessage(error));
      else if (placed.length === 0) setFailure(reportErrorMessage(error));
    } finally {
      setProgress(null);
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Segnala un problema">
      <Stack gap="md">
        <div>
          <Textarea
            label="Che cosa non va?"
            description="Descrivi il problema e da quando c’è: almeno 10 caratteri."
            required
            rows={5}
            maxLength={descriptionMaxLength}
            error={errors.description?.message}
            {...register('description')}
          />
          <Text size="xs" c="dimmed" ta="right" mt={4}>
            {formatNumber(description.length)} di {formatNumber(descriptionMaxLength)} caratteri
          </Text>
        </div>
        <Stack gap="xs">
          <FileInput
            label="Foto"
            description="Facoltativa: JPEG, PNG o WebP."
            placeholder="Scatta o scegli una foto"
            accept={acceptedImageTypes.join(',')}
            leftSection={<IconCamera size={18} aria-hidden />}
            value={photo}
            onChange={choosePhoto}
            clearable
            clearButtonProps={{ 'aria-label': 'Togli la foto' }}
            error={photoError}
          />
          {photo && canPreview && <PhotoPreview photo={photo} />}
        </Stack>
        <TextInput
          label="Recapito"
          description="Facoltativo: email o telefono, se vuoi una risposta."
          maxLength={contactMaxLength}
          error={errors.contact?.message}
          {...register('contact')}
        />
        <Text size="sm" c="dimmed">
          Il recapito serve solo a risponderti su questa segnalazione.
        </Text>
        {progress !== null && (
          <Stack gap={4}>
            <Text size="sm">Invio della foto: {formatPercent(progress)}</Text>
            <Progress value={progress * 100} aria-label="Invio della foto" />
          </Stack>
        )}
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            Annulla
          </Button>
          <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={18} aria-hidden />}>
            Invia segnalazione
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
