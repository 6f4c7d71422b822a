import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { apiErrorMessage } from './api-error-message.ts';
import { acceptedImageTypes, imageUploadProblem, megabytes } from './image-upload-check.ts';
import { useUploadRules } from './api/upload-rules.ts';

/** The Italian sentence of a photo not saved. */
const photoErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    400: 'Il file non è un’immagine JPEG, PNG o WebP.',
    403: 'Non hai i permessi per cambiare la foto.',
    404: 'Persona non trovata: forse non è più nell’anagrafica.',
    413: 'L’immagine supera il limite di dimensione.',
  });

type PhotoUploadProps = {
  /** The area's upload of the photo. */
  save: UseMutationResult<unknown, unknown, File>;
  hasPhoto: boolean;
  /** Told once the photo is saved: who sees it now. */
  savedMessage: string;
  /** Why the API refused the photo, in Italian; a person's photo's reasons unless told. */
  errorMessage?: (error: unknown) => string;
};

/**
 * Staff's photo of a person (one of the people on the sites, one of the provider's people) or of a site,
 * the one the customers' pages show: JPEG, PNG or WebP within the upload limit, checked before sending;
 * it replaces the previous one.
 */
export function PhotoUpload({
  save,
  hasPhoto,
  savedMessage,
  errorMessage = photoErrorMessage,
}: PhotoUploadProps) {
  const rules = useUploadRules();
  const [problem, setProblem] = useState<string | null>(null);
  const maxBytes = rules.data?.maxBytes;

  const upload = (file: File | null) => {
    setProblem(null);
    if (!file) return;
    const refused = imageUploadProblem(file, maxBytes);
    if (refused) {
      setProblem(refused);
      return;
    }
    save.mutate(file, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: 'Foto salvata',
          message: savedMessage,
        }),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <FileButton onChange={upload} accept={acceptedImageTypes.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              loading={save.isPending}
            >
              {hasPhoto ? 'Sostituisci la foto' : 'Carica una foto'}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          JPEG, PNG o WebP{maxBytes !== undefined ? `, al massimo ${megabytes(maxBytes)}` : ''}.
        </Text>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert" title="Foto non salvata">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
