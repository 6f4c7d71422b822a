import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage, type MessagesByStatus } from '../../lib/api-error-message.ts';
import { getConfiguredDurations } from '../../lib/app-config.ts';
import { formatDuration } from '../../lib/format.ts';

const wrongCredentialsMessage = 'Le tue credenziali non sono corrette, riprova l’accesso';

/** The answers both sign-in steps share; the lockout lasts as long as the API is configured to. */
const commonMessages = (): MessagesByStatus => ({
  403: 'Il tuo account non è abilitato all’accesso. Se non l’hai ancora attivato, usa il link dell’email di attivazione; altrimenti rivolgiti al tuo referente.',
  409: `Il tuo account è bloccato per ${formatDuration({ minutes: getConfiguredDurations().loginLockoutMinutes })} dopo troppi tentativi non riusciti: ti abbiamo inviato un’email con i dettagli.`,
  429: 'Troppi tentativi di accesso: attendi qualche minuto e riprova.',
  500: 'Errore del server durante l’accesso, riprova tra qualche minuto.',
});

/** What the login form says about a failed attempt. Unknown user and wrong password read the same. */
export const loginErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, { ...commonMessages(), 401: wrongCredentialsMessage, 404: wrongCredentialsMessage });

/** What the second step says about a refused code. */
export const secondFactorErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    ...commonMessages(),
    400: 'Inserisci il codice a 6 cifre dell’app oppure un codice di recupero.',
    401: 'Codice non valido: inserisci il codice che vedi ora nell’app, oppure un codice di recupero non ancora usato.',
    404: 'Il tempo per inserire il codice è scaduto: accedi di nuovo con nome utente e password.',
  });

/** The second step's code expired or was used: the user must start again from the password. */
export const isSecondStepExpired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/** The password is right but expired (419): the security code opens the renewal. */
export function expiredPasswordCode(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 419) return null;
  return error.body.securityCode ?? null;
}
