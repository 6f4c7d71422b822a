import { apiErrorMessage } from '../../lib/api-error-message.ts';

/** The Italian sentence of a failed read of the people, their coverage or their stampings. */
export const employeesReadErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    400: 'Il periodo scelto non è valido: controlla le date e riprova.',
    403: 'Non hai i permessi per vedere questi dati del personale.',
  });

/** The Italian sentence of a photo not saved. */
export const employeePhotoErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    400: 'Il file non è un’immagine JPEG, PNG o WebP.',
    403: 'Non hai i permessi per cambiare la foto.',
    404: 'Persona non trovata: forse non è più nell’anagrafica.',
    413: 'L’immagine supera il limite di dimensione.',
  });
