import { Anchor, Center, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { LoadError } from '../../lib/load-error.tsx';
import { linkLeadsNowhere, MissingItem } from '../../lib/missing-item.tsx';
import { markDocumentOpened } from './api/document-file.ts';
import { useDocumentDetail } from './api/document-detail.ts';
import { useRefreshDocuments } from './api/use-refresh-documents.ts';
import { DocumentDetailView } from './components/document-detail-view.tsx';
import { documentErrorMessage } from './document-errors.ts';

const route = getRouteApi('/protected/documents/$documentId');

/** The document was opened once and is no longer sent to this user: asking again will not change it. */
const noLongerSent = (error: unknown) => error instanceof ApiError && error.status === 410;

/**
 * /documents/{documentId}: a document with its validity, every version (the older ones outdated) and
 * its recipients, for a customer within reach or for staff, who change it here. A customer opening it
 * has opened it: the documents badge goes down.
 */
export function DocumentDetailPage() {
  const { documentId } = route.useParams();
  const staff = useCurrentProfile().roles.includes('staff');
  const document = useDocumentDetail(documentId);
  const refresh = useRefreshDocuments();

  useEffect(() => {
    if (staff) return;
    markDocumentOpened(documentId).then(
      () => void refresh(),
      // Not found or gone: the page says so from the detail's own answer.
      () => undefined,
    );
  }, [documentId, staff, refresh]);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={staff ? '/backoffice/documents' : '/documents'} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px' }} /> Torna ai documenti
      </Anchor>
      {document.isPending ? (
        <Center mih="40dvh">
          <Loader aria-label="Caricamento del documento" />
        </Center>
      ) : document.isError ? (
        linkLeadsNowhere(document.error) ? (
          <MissingItem title="Documento non trovato">
            Il collegamento non porta a nessun documento che tu possa vedere: l’indirizzo è incompleto, oppure
            il documento non esiste o non è stato inviato a te.
          </MissingItem>
        ) : noLongerSent(document.error) ? (
          <MissingItem title="Documento non più disponibile">
            {documentErrorMessage(document.error)}
          </MissingItem>
        ) : (
          <LoadError title="Documento non caricato" query={document}>
            {documentErrorMessage(document.error)}
          </LoadError>
        )
      ) : (
        <DocumentDetailView document={document.data} staff={staff} />
      )}
    </Stack>
  );
}
