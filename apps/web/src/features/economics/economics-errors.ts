import { economicsVariationMessages } from '@portale/shared';
import { operationErrorMessage } from '../../lib/operation-error-message.ts';

/** The Italian words of what economics may refuse. */
export function economicsErrorMessage(error: unknown): string {
  return operationErrorMessage(error, {
    ECONOMICS_JOB_ORDER_NOT_FOUND:
      'La commessa non è tra le tue commesse avviate: i dati economici si vedono solo per le commesse avviate.',
    SITE_NOT_OWNED: 'L’ubicazione non è tra le tue.',
    SITE_NOT_FOUND: 'L’ubicazione non esiste o non appartiene alla commessa scelta.',
    ECONOMICS_VARIATION_INVALID: economicsVariationMessages.failed,
    ECONOMICS_VARIATION_NOT_FOUND: 'La variazione economica non esiste più.',
    FORBIDDEN: 'Non hai i permessi per questa operazione.',
  });
}
