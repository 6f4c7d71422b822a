import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useUploadRules } from '../../lib/api/upload-rules.ts';
import { formatNumber } from '../../lib/italian-numbers.ts';
import { useSaveEmployeePhoto } from './api/employees-api.ts';
import { employeePhotoErrorMessage } from './employees-errors.ts';

const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];
const megabytes = (bytes: number) => `${formatNumber(bytes / 1_048_576, bytes % 1_048_576 === 0 ? 0 : 1)} MB`;

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
    if (!acceptedTypes.includes(file.type)) {
      setProblem(`«${file.name}» non è un’immagine JPEG, PNG o WebP.`);
      return;
    }
    if (maxBytes !== undefined && file.size > maxBytes) {
      setProblem(`L’immagine pesa ${megabytes(file.size)}: il limite è ${megabytes(maxBytes)}.`);
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
        <FileButton onChange={upload} accept={acceptedTypes.join(',')}>
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
