import { Anchor, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Attachment } from '@portale/shared';
import { IconFileDownload, IconPhoto } from '@tabler/icons-react';
import { downloadAttachment } from '../api/download-attachment.ts';
import type { AttachmentArea } from '../api/upload-attachment.ts';
import { transmissionErrorMessage } from '../transmission-errors.ts';
import { formatBytes } from './format-bytes.ts';

type AttachmentLinksProps = {
  area: AttachmentArea;
  /** The ticket or thread the files belong to. */
  ownerId: string;
  attachments: readonly Attachment[];
};

/** The files of a message: each one downloads under its original name. */
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
    <Group gap="xs" component="ul" aria-label="Allegati" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {attachments.map((attachment) => {
        const Icon = attachment.contentType.startsWith('image/') ? IconPhoto : IconFileDownload;
        return (
          <li key={attachment.attachmentId}>
            <Anchor component="button" type="button" onClick={() => download(attachment)} size="sm">
              <Group gap={4} wrap="nowrap">
                <Icon size={16} aria-hidden />
                <Text span size="sm" truncate maw={220}>
                  {attachment.filename}
                </Text>
                <Text span size="xs" c="dimmed">
                  ({formatBytes(attachment.sizeBytes)})
                </Text>
              </Group>
            </Anchor>
          </li>
        );
      })}
    </Group>
  );
}
