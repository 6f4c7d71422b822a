import { Anchor, Box, Center, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Attachment } from '@portale/shared';
import { IconDownload, IconFileDownload, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiImageUrl } from '../../../lib/use-api-image.ts';
import { useSeenOnScreen } from '../../../lib/use-seen-on-screen.ts';
import { downloadAttachment } from '../api/download-attachment.ts';
import type { AttachmentArea } from '../api/upload-attachment.ts';
import { transmissionErrorMessage } from '../transmission-errors.ts';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { attachmentContractOf, attachmentParams } from './attachment-source.ts';
import { PhotoViewer } from './photo-viewer.tsx';

type AttachmentLinksProps = {
  area: AttachmentArea;
  /** The ticket or thread the files belong to. */
  ownerId: string;
  attachments: readonly Attachment[];
};

/** The side of a photo's thumbnail, in pixels. */
export const thumbnailSize = 96;

const isImage = (attachment: Pick<Attachment, 'contentType'>) => attachment.contentType.startsWith('image/');

type ThumbnailProps = Pick<AttachmentLinksProps, 'area' | 'ownerId'> & { attachment: Attachment };

/**
 * A photo of a message, fetched with the user's token once it comes near the screen (a long thread's
 * photos wait for the scroll); its icon until then, while it loads or if it cannot.
 */
function AttachmentThumbnail({ area, ownerId, attachment }: ThumbnailProps) {
  const { ref, seen } = useSeenOnScreen();
  const src = useApiImageUrl(
    attachmentContractOf(area),
    seen ? attachmentParams(area, ownerId, attachment) : null,
  );
  if (src) {
    return (
      <Image
        src={src}
        alt={attachment.filename}
        w={thumbnailSize}
        h={thumbnailSize}
        fit="cover"
        radius="sm"
        style={{ flex: 'none' }}
      />
    );
  }
  return (
    <Center ref={ref} w={thumbnailSize} h={thumbnailSize} bg="gray.1" c="gray.6" style={{ borderRadius: 4 }}>
      <IconPhoto size={32} stroke={1.5} aria-hidden />
    </Center>
  );
}

/**
 * The files of a message: a photo shows its thumbnail, which opens it enlarged (with the message's other
 * photos a tap away), and downloads by its own link; other files download under their original name.
 */
export function AttachmentLinks({ area, ownerId, attachments }: AttachmentLinksProps) {
  const [shown, setShown] = useState<number | null>(null);
  if (attachments.length === 0) return null;
  const photos = attachments.filter(isImage);
  const download = (attachment: Attachment) => {
    downloadAttachment(area, ownerId, attachment).catch((error: unknown) =>
      notifications.show({
        color: 'red',
        title: 'Download non riuscito',
        message: transmissionErrorMessage(error),
      }),
    );
  };
  return (
    <>
      <Group
        gap="sm"
        align="flex-start"
        component="ul"
        aria-label="Allegati"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {attachments.map((attachment) => (
          <li key={attachment.attachmentId} style={{ minWidth: 0, maxWidth: '100%' }}>
            {isImage(attachment) ? (
              <Stack gap={4} w={thumbnailSize + 24} maw="100%">
                <UnstyledButton
                  onClick={() => setShown(photos.indexOf(attachment))}
                  aria-label={`Apri la foto ${attachment.filename}`}
                  w={thumbnailSize}
                >
                  <AttachmentThumbnail area={area} ownerId={ownerId} attachment={attachment} />
                </UnstyledButton>
                <Box>
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {attachment.filename}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatBytes(attachment.sizeBytes)}
                  </Text>
                  <Anchor
                    component="button"
                    type="button"
                    size="xs"
                    onClick={() => download(attachment)}
                    aria-label={`Scarica ${attachment.filename}`}
                  >
                    <Group gap={4} wrap="nowrap">
                      <IconDownload size={14} aria-hidden />
                      Scarica
                    </Group>
                  </Anchor>
                </Box>
              </Stack>
            ) : (
              <Anchor component="button" type="button" onClick={() => download(attachment)} size="sm">
                <Group gap={4} wrap="nowrap" align="flex-start">
                  <IconFileDownload size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
                  <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {attachment.filename}{' '}
                    <Text span size="xs" c="dimmed">
                      ({formatBytes(attachment.sizeBytes)})
                    </Text>
                  </Text>
                </Group>
              </Anchor>
            )}
          </li>
        ))}
      </Group>
      {photos.length > 0 && (
        <PhotoViewer
          area={area}
          ownerId={ownerId}
          photos={photos}
          index={shown}
          onIndexChange={setShown}
          onClose={() => setShown(null)}
          onDownload={download}
        />
      )}
    </>
  );
}
