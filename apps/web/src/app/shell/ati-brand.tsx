import { Group, Image, Text } from '@mantine/core';
import type { Profile } from '@portale/shared';

/** The group's logo and name in the top bar, for ATI users (SPEC.md section 1). */
export function AtiBrand({ ati }: { ati: Profile['ati'] }) {
  if (!ati.isAti) return null;
  return (
    <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }} data-testid="ati-brand">
      {ati.image && (
        <Image src={ati.image} alt={`Logo di ${ati.atiName ?? 'ATI'}`} w={32} h={32} radius="sm" />
      )}
      {ati.atiName && (
        <Text size="sm" fw={600} c="dimmed" truncate visibleFrom="md" maw={260}>
          {ati.atiName}
        </Text>
      )}
    </Group>
  );
}
