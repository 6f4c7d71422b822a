import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type DisclosureButtonProps = {
  expanded: boolean;
  /** The id of what it shows and hides. */
  controls: string;
  onToggle: () => void;
  children: ReactNode;
};

/** A level of the tree that opens and closes what it holds: a button that says whether it is open. */
export function DisclosureButton({ expanded, controls, onToggle, children }: DisclosureButtonProps) {
  return (
    <UnstyledButton
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      py={4}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Group component="span" gap={6} wrap="nowrap" align="flex-start">
        <IconChevronRight
          size={18}
          aria-hidden
          style={{
            flexShrink: 0,
            marginTop: 3,
            transform: expanded ? 'rotate(90deg)' : undefined,
            transition: 'transform 120ms',
          }}
        />
        <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
