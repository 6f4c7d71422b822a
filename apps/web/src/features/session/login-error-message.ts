import { ApiError } from '../../lib/api-client.ts';

const wrongCredentialsMessage = "Le tue credenziali non sono corrette, riprova l'accesso";

const messageByStatus: Partial<Record<number, string>> = {
  401: wrongCredentialsMessage,
  404: wrongCredentialsMessage,
  403: 'Il tuo account non è abilitato ad accedere al portale.',
  409: 'Account bloccato per troppi tentativi: riprova tra 15 minuti.',
  429: 'Troppi tentativi di accesso: attendi qualche minuto e riprova.',
};

/** What the login form says about a failed attempt. Unknown user and wrong password read the same. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.body.code === 'TIMEOUT') return error.message;
    const message = messageByStatus[error.status];
    if (message) return message;
  }
  return 'Si è verificato un errore imprevisto, riprova più tardi.';
}

/** The password was right but the account asks for a second factor, a step this web app does not offer yet. */
export const twoFactorUnavailableMessage =
  'Il tuo account richiede la verifica in due passaggi, non ancora disponibile in questa versione del portale.';
