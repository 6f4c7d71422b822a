import { apiErrorMessage } from '../../lib/api-error-message.ts';

/** The Italian sentence of a failed call of the area, by status. */
export const variationErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    400: 'La richiesta non rispetta le regole: correggi i campi segnalati.',
    403: 'Non hai i permessi per questa operazione su questa ubicazione.',
    404: 'Richiesta di variazione non trovata.',
    409: 'La richiesta è già stata presa in carico o decisa: ricarica la pagina per vederne lo stato.',
    503: 'Il calcolo del canone non è disponibile in questo momento.',
  });
