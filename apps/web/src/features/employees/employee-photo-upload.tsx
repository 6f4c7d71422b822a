import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { acceptedImageTypes, imageUploadProblem, megabytes } from '../../lib/image-upload-check.ts';
import { useUploadRules } from '../../lib/api/upload-rules.ts';
import { useSaveEmployeePhoto } from './api/employees-api.ts';
import { employeePhotoErrorMessage } from './employees-errors.ts';

/**
 * Staff's photo of a person, the one the badge and the customers' pages show: JPEG, PNG or WebP within
 * the upload limit, checked before sending; it replaces the previous one.
 */
export function EmployeePhotoUpload({
  employeeId,
  fullName,
  hasPhoto,
}: {
  employeeId: number;
  fullName: string;
  hasPhoto: boolean;
}) {
  const rules = useUploadRules();
  const save = useSaveEmployeePhoto(employeeId);
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
          message: `La nuova foto di ${fullName} è quella che vedono i clienti.`,
        }),
      onError: (error) => setProblem(employeePhotoErrorMessage(error)),
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
