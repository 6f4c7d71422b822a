import type { ErrorCode } from '@portale/shared';
import { ApiError } from '../../lib/api-client.ts';

/** What the back office reads when a call about users fails, by the catalogue's code. */
const messageByCode: Partial<Record<ErrorCode, string>> = {
  USERNAME_IN_USE: 'Nome utente già in uso',
  NEW_USER_INVALID:
    'Impossibile creare l’utente: controlla che il codice cliente esista e che le ubicazioni scelte siano di quel cliente.',
  PERMISSIONS_INVALID: 'Uno dei permessi scelti non esiste più: ricarica la pagina e riprova.',
  USER_SITES_INVALID: 'Alcune delle ubicazioni scelte non sono del cliente dell’utente.',
  USER_GRANT_FORBIDDEN:
    'Non puoi assegnare o togliere permessi che non hai, né gestire un utente che ha permessi che a te mancano.',
  USER_SELF_CHANGE_FORBIDDEN: 'Non puoi disabilitare, eliminare o cambiare i permessi del tuo account.',
  USER_UPDATE_INVALID: 'Nome, cognome, email e nome utente sono obbligatori e devono essere validi.',
  USER_NOT_FOUND: 'Utente non trovato: potrebbe essere stato eliminato.',
  USER_DELETE_INVALID_ID: 'Impossibile eliminare l’utente: l’identificativo non è valido.',
  USER_ALREADY_ACTIVE: 'Utente già attivo',
  MAIL_FAILED: 'Non è stato possibile inviare l’email: riprova tra qualche minuto.',
  IMPERSONATION_CANNOT_CREATE:
    'Impossibile creare il link: l’utente è disabilitato, è dello staff o il suo cliente non è attivo.',
  IMPERSONATION_FORBIDDEN: 'Non hai il permesso di accedere come un altro utente.',
  FORBIDDEN: 'Non hai il permesso per questa operazione.',
  VALIDATION: 'Alcuni dati non sono validi: controlla i campi e riprova.',
  TOO_MANY_REQUESTS: 'Troppe richieste: attendi qualche istante e riprova.',
};

/** The Italian message for a failed call of user administration. */
export function userAdminErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.body.code === 'TIMEOUT') return error.message;
    if (error.status === 0) return 'Il portale non risponde: controlla la connessione a internet e riprova.';
    const message = messageByCode[error.body.code as ErrorCode];
    if (message) return message;
  }
  return 'Si è verificato un errore imprevisto, riprova più tardi.';
}
