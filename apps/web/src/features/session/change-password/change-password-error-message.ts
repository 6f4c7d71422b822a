import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';

/** SPEC.md section 8, client behaviour: the dialog names each refusal of the server. */
const changePasswordMessages = {
  400: 'La nuova password non rispetta i requisiti.',
  403: 'La password attuale non è corretta.',
  404: 'Il tempo per rinnovare la password è scaduto: chiudi e accedi di nuovo.',
  406: 'La nuova password deve essere diversa da quella attuale.',
  422: 'La conferma non coincide con la nuova password.',
  429: 'Troppi tentativi: attendi qualche minuto e riprova.',
};

/** What the change-password dialog says when the server refuses the change. */
export function changePasswordErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body.code === 'IMPERSONATED_SESSION_FORBIDDEN') {
    return 'Non puoi cambiare la password mentre visualizzi il portale come un altro utente.';
  }
  return apiErrorMessage(
    error,
    changePasswordMessages,
    'Errore del server: la password non è stata modificata, riprova più tardi.',
  );
}
