import { Group, Stack, Text } from '@mantine/core';
import type { FirstAccessInfo } from '@portale/shared';

/** Who is being enabled: name, username and email, so the user knows the link is theirs. */
export function FirstAccessIdentity({ info }: { info: FirstAccessInfo }) {
  const rows = [
    { label: 'Nome', value: `${info.firstName} ${info.lastName}`.trim() },
    { label: 'Nome utente', value: info.username },
    { label: 'Email', value: info.email },
  ];
  return (
    <Stack
      component="dl"
      gap={6}
      m={0}
      p="sm"
      bg="gray.0"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      {rows.map((row) => (
        <Group key={row.label} gap="xs" wrap="nowrap" align="baseline">
          <Text component="dt" size="sm" c="dimmed" w={96} style={{ flexShrink: 0 }}>
            {row.label}
          </Text>
          <Text component="dd" size="sm" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
