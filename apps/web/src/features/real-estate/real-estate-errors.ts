import type { MessagesByStatus } from '../../lib/api-error-message.ts';

/** What the registry's reads say when they fail, by status (the site, floor or room out of reach: 404). */
export const realEstateErrorMessages: MessagesByStatus = {
  400: 'La richiesta non è valida: controlla l’ubicazione, il giorno e i filtri scelti.',
  403: 'Non hai il permesso di consultare l’anagrafica immobiliare.',
  404: 'L’ubicazione non esiste o non è tra quelle che puoi consultare.',
};
