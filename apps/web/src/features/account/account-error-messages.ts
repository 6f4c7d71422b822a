import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { getConfiguredDurations } from '../../lib/app-config.ts';
import { formatDuration } from '../../lib/format.ts';

const tooManyRequests = 'Troppe richieste in poco tempo: attendi qualche minuto e riprova.';

/** SPEC.md section 8, send reset: 404 User not found, 500 the email could not be sent. */
export const recoverPasswordErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    404: 'Utente non trovato: controlla il nome utente e riprova.',
    429: 'Hai già chiesto diverse email di reimpostazione: controlla la posta (anche lo spam) o riprova tra un’ora.',
    500: 'Non è stato possibile inviare l’email, riprova più tardi.',
  });

/** SPEC.md section 8, reset: 400 the rule, 404 the code, 500 generic. */
export const resetPasswordErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    400: 'La password non rispetta i requisiti.',
    404: 'Il link per reimpostare la password non è valido, è già stato usato o è scaduto: chiedine uno nuovo.',
    429: tooManyRequests,
    500: 'Errore del server: la password non è stata reimpostata, riprova più tardi.',
  });

/** SPEC.md section 8, the client message for a refused first-access code. */
export const firstAccessCodeRefusedMessage =
  'Il codice di primo accesso non è valido oppure il tuo account è già stato attivato.';

/** SPEC.md section 8, first access: 400 password or consent, 404 unknown code, 409 already enabled. */
export const firstAccessErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    400: 'La password non rispetta i requisiti oppure manca il consenso alle email di sistema.',
    404: firstAccessCodeRefusedMessage,
    409: firstAccessCodeRefusedMessage,
    429: tooManyRequests,
  });

/** Impersonation: 404 unknown, used or expired secret (with how long a link lasts); 400 no secret. */
export const impersonationErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    400: 'Il link di accesso non è completo: copialo di nuovo per intero.',
    404: `Il link di accesso non è valido, è già stato usato o è scaduto (vale ${formatDuration({ minutes: getConfiguredDurations().impersonationLinkMinutes })}): creane uno nuovo dalla scheda dell’utente.`,
    429: tooManyRequests,
  });

/** SPEC.md section 8, email preferences: 400 empty token or system consent, 403 token, 404 user. */
export const emailPreferencesErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    400: 'Il consenso alle email di sistema è obbligatorio: senza di esso il portale non può funzionare.',
    403: 'Il link delle preferenze non è valido o è scaduto: aprilo di nuovo dal menu utente del portale.',
    404: 'Utente non trovato: il tuo account potrebbe essere stato disattivato.',
    429: tooManyRequests,
  });

/** Two-factor setup, enable and disable (not in SPEC.md; the catalogue codes say which refusal). */
export function twoFactorErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.body.code) {
      case 'TWO_FACTOR_INVALID_CODE':
        return 'Codice non valido: controlla che l’ora del telefono sia giusta e inserisci il codice che vedi ora.';
      case 'TWO_FACTOR_NOT_STARTED':
        return 'La configurazione non è più valida: chiudi e ricomincia.';
      case 'TWO_FACTOR_ALREADY_ENABLED':
        return 'La verifica in due passaggi è già attiva sul tuo account.';
      case 'TWO_FACTOR_NOT_ENABLED':
        return 'La verifica in due passaggi non è attiva sul tuo account.';
      case 'TWO_FACTOR_REQUIRED':
        return 'Per il personale la verifica in due passaggi è obbligatoria: non si può disattivare.';
      case 'IMPERSONATED_SESSION_FORBIDDEN':
        return 'Non puoi modificare la verifica in due passaggi mentre visualizzi il portale come un altro utente.';
    }
  }
  return apiErrorMessage(error, { 429: tooManyRequests });
}
