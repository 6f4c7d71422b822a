import { Box, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list of labelled values (a `<dl>`), in one column on phones and two on wider screens. */
export function DetailFields({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {children}
    </SimpleGrid>
  );
}

type DetailFieldProps = {
  label: string;
  /** Takes the whole width of the list (long text such as notes). */
  wide?: boolean;
  children: ReactNode;
};

/** One labelled value of a DetailFields list. */
export function DetailField({ label, wide = false, children }: DetailFieldProps) {
  return (
    <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Box component="dd" m={0} fz="sm">
        {children}
      </Box>
    </div>
  );
}
