import { ActionIcon, Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DocumentAssociation, DocumentDetail } from '@portale/shared';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx';
import { associationText } from '../../../lib/document-recipients.ts';
import { useAddDocumentAssociation, useRemoveDocumentAssociation } from '../api/document-associations.ts';
import { documentErrorMessage } from '../document-errors.ts';
import { RecipientPicker } from './recipient-picker.tsx';

type DocumentAssociationsProps = { document: DocumentDetail; staff: boolean };

/**
 * Who the document is for (every version of it): for a customer those within their reach; staff see
 * them all, add one with the pickers and remove one (its users then no longer see the document).
 */
export function DocumentAssociations({ document, staff }: DocumentAssociationsProps) {
  const add = useAddDocumentAssociation(document.documentId);
  const remove = useRemoveDocumentAssociation(document.documentId);
  const [removing, setRemoving] = useState<DocumentAssociation | null>(null);

  return (
    <Stack gap="sm" component="section" aria-labelledby="document-associations">
      <Title order={2} fz="h3" id="document-associations">
        Destinatari
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          {document.associations.length === 0 ? (
            <Text size="sm" c="dimmed">
              Il documento non è associato a nessuno.
            </Text>
          ) : (
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {document.associations.map((association) => (
                <Group key={association.associationId} component="li" gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
                    {associationText(association)}
                    {staff && (association.jobOrderId || association.siteCode)
                      ? ` · ${association.customerName}`
                      : ''}
                  </Text>
                  {staff && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => setRemoving(association)}
                      aria-label={`Rimuovi l’associazione: ${associationText(association)}`}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              ))}
            </Stack>
          )}
          {staff && (
            <>
              <RecipientPicker
                busy={add.isPending}
                onAdd={({ request }) => add.mutateAsync(request).catch(() => undefined)}
              />
              {add.isError && (
                <Alert color="red" variant="light" role="alert" title="Destinatario non aggiunto">
                  {documentErrorMessage(add.error)}
                </Alert>
              )}
            </>
          )}
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={removing !== null}
        title="Rimuovere l’associazione?"
        message={
          removing
            ? `Il documento, in tutte le sue versioni, non sarà più destinato a: ${associationText(removing)}. Chi lo vedeva solo per questa associazione non lo vedrà più.`
            : ''
        }
        confirmLabel="Rimuovi"
        color="red"
        onConfirm={() => remove.mutateAsync(removing?.associationId ?? '')}
        errorMessage={documentErrorMessage}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
