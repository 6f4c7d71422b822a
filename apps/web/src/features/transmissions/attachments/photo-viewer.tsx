import { Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import type { Attachment } from '@portale/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { DownloadButton } from '../../../lib/download-button.tsx';
import { useApiImageUrl } from '../../../lib/use-api-image.ts';
import { attachmentContractOf, attachmentParams } from './attachment-source.ts';
import type { AttachmentArea } from '../api/upload-attachment.ts';

type PhotoViewerProps = {
  area: AttachmentArea;
  ownerId: string;
  /** The photos of one message, browsed in their order. */
  photos: readonly Attachment[];
  /** The photo shown; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onDownload: (photo: Attachment) => void;
};

/**
 * A message's photos enlarged, one at a time, over the whole screen: the previous and next ones by
 * their buttons or the arrow keys, a download apart. On a phone the photo is pinched to zoom, as any
 * page (the dialog lets pinches through).
 */
export function PhotoViewer({
  area,
  ownerId,
  photos,
  index,
  onIndexChange,
  onClose,
  onDownload,
}: PhotoViewerProps) {
  const photo = index === null ? undefined : photos[index];
  const src = useApiImageUrl(
    attachmentContractOf(area),
    photo ? attachmentParams(area, ownerId, photo) : null,
  );
  const last = photos.length - 1;
  const go = (step: -1 | 1) => {
    if (index === null) return;
    const next = index + step;
    if (next >= 0 && next <= last) onIndexChange(next);
  };
  useWindowEvent('keydown', (event) => {
    if (index === null) return;
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  });

  return (
    <Modal
      opened={photo !== undefined}
      onClose={onClose}
      title={photo?.filename}
      fullScreen
      removeScrollProps={{ allowPinchZoom: true }}
    >
      {photo && (
        <Stack gap="sm" h="calc(100dvh - 90px)">
          <Center style={{ flex: 1, minHeight: 0, touchAction: 'pinch-zoom' }}>
            {src ? (
              <Image src={src} alt={photo.filename} fit="contain" w="100%" h="100%" />
            ) : (
              <Loader aria-label={`Caricamento della foto ${photo.filename}`} />
            )}
          </Center>
          <Group justify="center" gap="sm">
            {photos.length > 1 && (
              <>
                <Button
                  variant="default"
                  leftSection={<IconChevronLeft size={18} aria-hidden />}
                  disabled={index === 0}
                  onClick={() => go(-1)}
                >
                  Foto precedente
                </Button>
                <Text size="sm" aria-live="polite">
                  {(index ?? 0) + 1} di {photos.length}
                </Text>
                <Button
                  variant="default"
                  rightSection={<IconChevronRight size={18} aria-hidden />}
                  disabled={index === last}
                  onClick={() => go(1)}
                >
                  Foto successiva
                </Button>
              </>
            )}
            <DownloadButton onClick={() => onDownload(photo)}>Scarica</DownloadButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
