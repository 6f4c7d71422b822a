import '@mantine/dropzone/styles.css';
import { Group, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { ReactNode } from 'react';
import { useUploadRules } from '../../../lib/api/upload-rules.ts';
import { formatBytes } from '../../../lib/format-bytes.ts';

type DocumentDropzoneProps = {
  onDrop: (files: File[]) => void;
  /** Several files at once (publishing), or one (a new version). */
  multiple: boolean;
  disabled: boolean;
  'aria-label': string;
  icon: ReactNode;
  /** What the zone says: what to drop, or the file chosen. */
  children: ReactNode;
};

/** Where staff drop or choose the files of documents, with the largest size and the formats accepted. */
export function DocumentDropzone({
  onDrop,
  multiple,
  disabled,
  'aria-label': ariaLabel,
  icon,
  children,
}: DocumentDropzoneProps) {
  const { data: rules } = useUploadRules();
  return (
    <Dropzone onDrop={onDrop} multiple={multiple} disabled={disabled} aria-label={ariaLabel}>
      <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }}>
        {icon}
        <div>
          <Text size="sm" fw={500}>
            {children}
          </Text>
          {rules && (
            <Text size="xs" c="dimmed">
              {multiple ? 'File' : 'Un file'} di {formatBytes(rules.maxBytes)} al massimo:{' '}
              {rules.allowedExtensions.join(', ')}
            </Text>
          )}
        </div>
      </Group>
    </Dropzone>
  );
}
