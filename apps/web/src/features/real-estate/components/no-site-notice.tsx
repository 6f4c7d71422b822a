import { Alert } from '@mantine/core';

/** No site to show: the user reads no site's rooms. */
export function NoSiteNotice() {
  return (
    <Alert color="gray" variant="light" title="Nessuna ubicazione da mostrare">
      Non ci sono ubicazioni di cui consultare i locali. Se pensi che sia un errore, chiedi all’amministratore
      del portale della tua azienda.
    </Alert>
  );
}
