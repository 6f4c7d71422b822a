import { Alert } from '@mantine/core';

/**
 * No site to show: the user reads no site's rooms, or, without the sub-role that lists their sites,
 * reaches a site's rooms only through a link that names it (the dashboard's card).
 */
export function NoSiteNotice({ canList }: { canList: boolean }) {
  return (
    <Alert color="gray" variant="light" title="Nessuna ubicazione da mostrare">
      {canList
        ? 'Non ci sono ubicazioni di cui consultare i locali.'
        : 'Il tuo profilo non comprende l’elenco delle ubicazioni: apri i locali di un’ubicazione dai collegamenti della Dashboard.'}{' '}
      Se pensi che sia un errore, chiedi all’amministratore del portale della tua azienda.
    </Alert>
  );
}
