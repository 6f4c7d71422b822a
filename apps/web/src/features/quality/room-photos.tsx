import {
  Alert,
  Anchor,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { QualityControlPhoto } from '@portale/shared';
import { IconCamera } from '@tabler/icons-react';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useAddQualityPhoto, useQualityPhoto, useRemoveQualityPhoto } from './api/quality-photos-api.ts';

const photoErrorMessage = (error: unknown) =>
  apiErrorMessage(error, {
    409: 'Si possono aggiungere solo foto (JPEG, PNG, WebP o HEIC).',
    413: 'La foto è troppo grande: scattane una con una risoluzione più bassa.',
  });

/** One photo, small; it opens whole in a new tab. `onRemove` adds staff's «Togli». */
function PhotoThumbnail({
  controlId,
  photo,
  onRemove,
}: {
  controlId: number;
  photo: QualityControlPhoto;
  onRemove?: () => void;
}) {
  const image = useQualityPhoto(controlId, photo.id);
  const url = image.data;
  return (
    <Stack gap={2} align="flex-start">
      {url ? (
        <Anchor href={url} target="_blank" rel="noopener" aria-label={`Apri la foto ${photo.filename}`}>
          <Image src={url} alt={`Foto ${photo.filename}`} w={96} h={96} fit="cover" radius="sm" />
        </Anchor>
      ) : image.isError ? (
        <Text size="xs" c="red.8">
          Foto non caricata
        </Text>
      ) : (
        <Skeleton
          w={96}
          h={96}
          radius="sm"
          role="status"
          aria-label={`Caricamento della foto ${photo.filename}`}
        />
      )}
      {onRemove && (
        <CloseButton size="sm" aria-label={`Togli la foto ${photo.filename}`} onClick={onRemove} />
      )}
    </Stack>
  );
}

/** A room's photos on the control's page, read by either side. */
export function RoomPhotos({
  controlId,
  photos,
}: {
  controlId: number;
  photos: readonly QualityControlPhoto[];
}) {
  if (photos.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Foto del vano" role="list">
      {photos.map((photo) => (
        <div role="listitem" key={photo.id}>
          <PhotoThumbnail controlId={controlId} photo={photo} />
        </div>
      ))}
    </Group>
  );
}

/**
 * Staff's photos of the room being recorded: «Aggiungi una foto» opens the phone's camera (or its
 * files); each photo leaves at once, since a picture is too big to wait on the phone like a vote.
 */
export function RoomPhotoRecorder({
  controlId,
  roomId,
  photos,
}: {
  controlId: number;
  roomId: number;
  photos: readonly QualityControlPhoto[];
}) {
  const add = useAddQualityPhoto(controlId, roomId);
  const remove = useRemoveQualityPhoto(controlId);
  const failed = add.error ?? remove.error;
  return (
    <Stack gap="xs">
      {photos.length > 0 && (
        <Group gap="xs" aria-label="Foto del vano" role="list">
          {photos.map((photo) => (
            <div role="listitem" key={photo.id}>
              <PhotoThumbnail controlId={controlId} photo={photo} onRemove={() => remove.mutate(photo.id)} />
            </div>
          ))}
        </Group>
      )}
      <div>
        <FileButton
          onChange={(file) => file && add.mutate(file)}
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          inputProps={{ capture: 'environment' }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconCamera size={16} aria-hidden />}
              loading={add.isPending}
            >
              Aggiungi una foto
            </Button>
          )}
        </FileButton>
      </div>
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {photoErrorMessage(failed)}
        </Alert>
      )}
    </Stack>
  );
}
