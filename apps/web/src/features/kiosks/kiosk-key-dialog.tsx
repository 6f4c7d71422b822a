import { Alert, Button, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { KioskWithKey } from '@portale/shared';

/**
 * A kiosk's new key, shown this once: the portal keeps only its digest, so what is not copied now is
 * lost (a new key can always be made).
 */
export function KioskKeyDialog({ issued, onClose }: { issued: KioskWithKey | null; onClose: () => void }) {
  return (
    <Modal
      opened={issued !== null}
      onClose={onClose}
      title={issued ? `Chiave di «${issued.kiosk.name}»` : 'Chiave del chiosco'}
      centered
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      {issued && (
        <Stack gap="md">
          <Alert variant="light" color="orange" title="La chiave si vede solo ora">
            Copiala e inseriscila nel chiosco: il portale ne conserva solo un’impronta e non può mostrarla di
            nuovo. Se va persa, genera una nuova chiave.
          </Alert>
          <TextInput
            label="Chiave"
            value={issued.key}
            readOnly
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Group justify="space-between" gap="sm">
            <CopyButton value={issued.key} timeout={2500}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'teal' : undefined}
                  leftSection={
                    copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
                  }
                  onClick={copy}
                >
                  {copied ? 'Chiave copiata' : 'Copia la chiave'}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose} data-autofocus>
              Fatto
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
