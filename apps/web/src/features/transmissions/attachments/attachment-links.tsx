import { Anchor, Box, Center, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  downloadMessageAttachmentContract,
  downloadTicketAttachmentContract,
  type Attachment,
} from '@portale/shared';
import { IconFileDownload, IconPhoto } from '@tabler/icons-react';
import { useApiImageUrl } from '../../../lib/use-api-image.ts';
import { downloadAttachment } from '../api/download-attachment.ts';
import type { AttachmentArea } from '../api/upload-attachment.ts';
import { transmissionErrorMessage } from '../transmission-errors.ts';
import { formatBytes } from '../../../lib/format-bytes.ts';

type AttachmentLinksProps = {
  area: AttachmentArea;
  /** The ticket or thread the files belong to. */
  ownerId: string;
  attachments: readonly Attachment[];
};

/** The side of a photo's thumbnail, in pixels. */
export const thumbnailSize = 96;

const isImage = (attachment: Pick<Attachment, 'contentType'>) => attachment.contentType.startsWith('image/');

/** A photo of a message, fetched with the user's token; its icon while it loads or if it cannot. */
type ThumbnailProps = Pick<AttachmentLinksProps, 'area' | 'ownerId'> & { attachment: Attachment };

function AttachmentThumbnail({ area, ownerId, attachment }: ThumbnailProps) {
  const src = useApiImageUrl(
    area === 'tickets' ? downloadTicketAttachmentContract : downloadMessageAttachmentContract,
    area === 'tickets'
      ? { ticketId: ownerId, attachmentId: attachment.attachmentId }
      : { threadId: ownerId, attachmentId: attachment.attachmentId },
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
    <Center w={thumbnailSize} h={thumbnailSize} bg="gray.1" c="gray.6" style={{ borderRadius: 4 }}>
      <IconPhoto size={32} stroke={1.5} aria-hidden />
    </Center>
  );
}

/**
 * The files of a message: each one downloads under its original name; a photo shows its thumbnail
 * above its name and size.
 */
export function AttachmentLinks({ area, ownerId, attachments }: AttachmentLinksProps) {
  if (attachments.length === 0) return null;
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
            <UnstyledButton
              onClick={() => download(attachment)}
              title={`Scarica ${attachment.filename}`}
              w={thumbnailSize + 24}
              maw="100%"
            >
              <Stack gap={4}>
                <AttachmentThumbnail area={area} ownerId={ownerId} attachment={attachment} />
                <Box>
                  <Text size="xs" c="brand" fw={500} style={{ overflowWrap: 'anywhere' }} td="underline">
                    {attachment.filename}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatBytes(attachment.sizeBytes)}
                  </Text>
                </Box>
              </Stack>
            </UnstyledButton>
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
  );
}
