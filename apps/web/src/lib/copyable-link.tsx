import { Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type CopyableLinkProps = {
  label: string;
  url: string;
  description?: ReactNode;
  /** Adds a button that opens the link in a new tab. */
  withOpenButton?: boolean;
  /** The copy button's words, before and after copying: «Copia il link», «Link copiato» unless said. */
  copyLabels?: { copy: string; copied: string };
};

const linkWords = { copy: 'Copia il link', copied: 'Link copiato' };

/**
 * A link shown once (activation, impersonation, a calendar feed): readable, selectable, with a copy
 * button.
 */
export function CopyableLink({
  label,
  url,
  description,
  withOpenButton = false,
  copyLabels = linkWords,
}: CopyableLinkProps) {
  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        description={description}
        value={url}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group gap="sm">
        <CopyButton value={url} timeout={2500}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              onClick={copy}
            >
              {copied ? copyLabels.copied : copyLabels.copy}
            </Button>
          )}
        </CopyButton>
        {withOpenButton && (
          <Button
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconExternalLink size={18} aria-hidden />}
          >
            Apri il link
          </Button>
        )}
      </Group>
    </Stack>
  );
}
