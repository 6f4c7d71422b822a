import { apiErrorMessage } from '../../lib/api-error-message.ts';

/** The Italian sentence of a failed read of the people, their coverage or their stampings. */
export const employeesReadErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    400: 'Il periodo scelto non è valido: controlla le date e riprova.',
    403: 'Non hai i permessi per vedere questi dati del personale.',
  });
