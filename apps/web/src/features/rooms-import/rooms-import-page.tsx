import { Stack, Text, Title } from '@mantine/core';

/** Back office: a site's rooms imported from the template (filled in below). */
export function RoomsImportPage() {
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        Importazione locali
      </Title>
      <Text c="dimmed">Scegli l’ubicazione di cui importare i locali.</Text>
    </Stack>
  );
}
