import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { DownloadButton } from '../../../lib/download-button.tsx';

const fileName = 'portale-clienti-codici-di-recupero.txt';

function downloadCodes(codes: string[]) {
  const text = [
    'Portale Clienti: codici di recupero della verifica in due passaggi.',
    'Ogni codice vale una sola volta, al posto del codice dell’app.',
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown once right after enrolment, to copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert
        color="teal"
        variant="light"
        icon={<IconKey aria-hidden />}
        title="Verifica in due passaggi attiva"
      >
        Salva adesso questi codici di recupero: non li mostreremo più. Se perdi il telefono, ognuno ti
        permette di accedere una volta al posto del codice dell’app.
      </Alert>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        component="ul"
        p={0}
        m={0}
        aria-label="Codici di recupero"
        style={{ listStyle: 'none' }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="sm" display="block" ta="center" py={4}>
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm" grow>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? 'Copiati' : 'Copia'}
            </Button>
          )}
        </CopyButton>
        <DownloadButton iconSize={16} onClick={() => downloadCodes(codes)}>
          Scarica
        </DownloadButton>
      </Group>
      <Text size="sm" c="dimmed">
        Conservali in un posto sicuro, per esempio in un gestore di password.
      </Text>
      <Button onClick={onDone}>Ho salvato i codici</Button>
    </Stack>
  );
}
