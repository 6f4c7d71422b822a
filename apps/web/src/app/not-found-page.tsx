import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={440} ta="center">
        <Text aria-hidden fz={72} fw={800} lh={1} c="brand.6">
          404
        </Text>
        <Title order={1} fz="h2">
          Pagina non trovata
        </Title>
        <Text c="dimmed">
          La pagina che cerchi non esiste o è stata spostata. Controlla l’indirizzo oppure torna alla
          dashboard.
        </Text>
        <Button component={Link} to="/dashboard" size="md">
          Torna alla dashboard
        </Button>
      </Stack>
    </Center>
  );
}
