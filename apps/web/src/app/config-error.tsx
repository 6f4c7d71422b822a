import { Alert, Button, Center, MantineProvider, Stack, Text } from '@mantine/core';
import { theme } from './theme.ts';

/** What the user sees when /config.json cannot be loaded: nothing else can start without it. */
export function ConfigError() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Center mih="100dvh" p="md">
        <Alert color="red" variant="light" title="Impossibile avviare il portale" maw={480} w="100%">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              Non è stato possibile caricare la configurazione del portale. Ricarica la pagina tra qualche
              istante; se il problema continua, contatta il tuo referente.
            </Text>
            <Text size="xs" c="dimmed">
              Dettaglio tecnico: Error on loading app config
            </Text>
            <Button color="red" onClick={() => window.location.reload()}>
              Ricarica la pagina
            </Button>
          </Stack>
        </Alert>
      </Center>
    </MantineProvider>
  );
}
