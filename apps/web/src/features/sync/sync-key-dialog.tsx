import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { SyncSourceWithKey } from '@portale/shared';
import { CopyableLink } from '../../lib/copyable-link.tsx';

const keyWords = { copy: 'Copia la chiave', copied: 'Chiave copiata' };

/**
 * A source's new key, shown this once: the portal keeps only its digest, so what is not copied now is
 * lost (a new key can always be made).
 */
export function SyncKeyDialog({
  issued,
  onClose,
}: {
  issued: SyncSourceWithKey | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={issued !== null}
      onClose={onClose}
      title={issued ? `Chiave di «${issued.source.name}»` : 'Chiave della sorgente'}
      centered
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      {issued && (
        <Stack gap="md">
          <Alert variant="light" color="orange" title="La chiave si vede solo ora">
            Copiala e inseriscila nel sistema che invia i dati, nell’intestazione X-Sync-Key: il portale ne
            conserva solo un’impronta e non può mostrarla di nuovo. Se va persa, genera una nuova chiave.
          </Alert>
          <CopyableLink label="Chiave" url={issued.key} copyLabels={keyWords} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              Fatto
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
