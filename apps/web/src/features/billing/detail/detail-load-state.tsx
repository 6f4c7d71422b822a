import { Alert, Center, Loader } from '@mantine/core';
import { ApiError } from '../../../lib/api-client.ts';
import { LoadError, type RetryableQuery } from '../../../lib/load-error.tsx';
import { billingErrorMessage } from '../billing-errors.ts';

/**
 * What the document's page shows until it arrives: a loader, «not found» for a document out of the
 * user's reach (as the API answers), or the failure with «Riprova».
 */
export function DetailLoadState({ query }: { query: RetryableQuery & { error: unknown } }) {
  if (!query.error) {
    return (
      <Center mih="40dvh">
        <Loader aria-label="Caricamento del documento" />
      </Center>
    );
  }
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <Alert color="gray" variant="light" role="alert" maw={560}>
        {billingErrorMessage(query.error)}
      </Alert>
    );
  }
  return (
    <LoadError title="Documento non caricato" query={query}>
      {billingErrorMessage(query.error)}
    </LoadError>
  );
}
