import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { equipmentDocumentKindLabels, type EquipmentDetail, type EquipmentDocument } from '@portale/shared';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../lib/confirm-dialog.tsx';
import { DownloadButton } from '../../lib/download-button.tsx';
import { formatDateAfter } from '../../lib/format.ts';
import { formatBytes } from '../../lib/format-bytes.ts';
import { wrappingBadge } from '../../lib/wrapping-labels.ts';
import { useDownloadEquipmentDocument, useEquipmentActions } from './api/site-equipments-api.ts';
import { equipmentDocumentFileErrorMessage } from './site-equipments-errors.ts';

type EquipmentDocumentsProps = {
  equipment: EquipmentDetail;
  /** Staff with equipment, on equipment not retired: each document may be removed. */
  canManage: boolean;
};

/**
 * «Documenti»: the manuals, safety data sheets, CE declarations and reports of a piece of equipment,
 * each to download; staff remove one after a question.
 */
export function EquipmentDocuments({ equipment, canManage }: EquipmentDocumentsProps) {
  const download = useDownloadEquipmentDocument(equipment.id);
  const { deleteDocument } = useEquipmentActions(equipment.id);
  const [removing, setRemoving] = useState<EquipmentDocument | null>(null);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="equipment-documents-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="equipment-documents-title">
          Documenti
        </Title>
        {equipment.documents.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nessun documento: manuali, schede di sicurezza e dichiarazioni CE compariranno qui.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {equipment.documents.map((document) => (
              <Group key={document.id} component="li" justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {document.title}
                    </Text>
                    <Badge variant="light" classNames={wrappingBadge}>
                      {equipmentDocumentKindLabels[document.kind]}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatBytes(document.sizeBytes)}, caricato {formatDateAfter('il', document.uploadedAt)}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <DownloadButton
                    size="xs"
                    aria-label={`Scarica «${document.title}»`}
                    loading={download.isPending && download.variables?.id === document.id}
                    onClick={() => download.mutate(document)}
                  >
                    Scarica
                  </DownloadButton>
                  {canManage && (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      aria-label={`Elimina «${document.title}»`}
                      onClick={() => setRemoving(document)}
                    >
                      Elimina
                    </Button>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {download.isError && (
          <Alert color="red" variant="light" role="alert" title="Documento non scaricato">
            {equipmentDocumentFileErrorMessage(download.error)}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title="Eliminare il documento?"
        message={`«${removing?.title ?? ''}» non sarà più disponibile, né qui né sulla pagina pubblica dell’etichetta.`}
        confirmLabel="Elimina"
        color="red"
        onConfirm={async () => {
          await deleteDocument.mutateAsync(removing!.id);
          notifications.show({
            color: 'green',
            title: 'Documento eliminato',
            message: `«${removing?.title ?? ''}» non è più tra i documenti di «${equipment.name}».`,
          });
        }}
        errorMessage={equipmentDocumentFileErrorMessage}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
