import { Center, Loader } from '@mantine/core';
import { LoadError, type RetryableQuery } from '../../../lib/load-error.tsx';
import { linkLeadsNowhere, MissingItem } from '../../../lib/missing-item.tsx';
import { billingErrorMessage } from '../billing-errors.ts';

/**
 * What the document's page shows until it arrives: a loader, «not found» for a link that leads nowhere
 * (a document out of the user's reach, as the API answers, or a malformed address), or the failure with «Riprova».
 */
export function DetailLoadState({ query }: { query: RetryableQuery & { error: unknown } }) {
  if (!query.error) {
    return (
      <Center mih="40dvh">
        <Loader aria-label="Caricamento del documento" />
      </Center>
    );
  }
  if (linkLeadsNowhere(query.error)) {
    return (
      <MissingItem title="Documento non trovato">
        Il collegamento non porta a nessuna fattura o nota di credito che tu possa vedere: l’indirizzo è
        incompleto, oppure il documento non esiste o non riguarda le tue commesse.
      </MissingItem>
    );
  }
  return (
    <LoadError title="Documento non caricato" query={query}>
      {billingErrorMessage(query.error)}
    </LoadError>
  );
}
