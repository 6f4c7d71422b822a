import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A numbered step of the import: its heading names the region. */
export function ImportStep({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  const id = `rooms-import-step-${number}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={id}>
          {number}. {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
