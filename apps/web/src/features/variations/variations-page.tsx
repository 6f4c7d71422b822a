import { Alert, List, Stack, Title } from '@mantine/core';
import { useMyVariations } from './api/my-variations.ts';

/** Richieste di variazione (/variations). */
export function VariationsPage() {
  const { data: items } = useMyVariations();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        Richieste di variazione
      </Title>
      {items.length === 0 ? (
        <Alert color="gray" variant="light" title="Niente da mostrare" />
      ) : (
        <List>
          {items.map((item) => (
            <List.Item key={item.id}>{item.name}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
