import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { LoadError } from '../../lib/load-error.tsx';
import { markDocumentOpened } from './api/document-file.ts';
import { useDocumentDetail } from './api/document-detail.ts';
import { useRefreshDocuments } from './api/use-refresh-documents.ts';
import { DocumentDetailView } from './components/document-detail-view.tsx';
import { documentErrorMessage } from './document-errors.ts';

const route = getRouteApi('/protected/documents/$documentId');

/** The statuses that will not change by asking again: the document is gone or out of reach. */
const isFinal = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 410);

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
        isFinal(document.error) ? (
          <Alert color="gray" variant="light" role="alert" maw={560} title="Documento non disponibile">
            {documentErrorMessage(document.error)}
          </Alert>
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
