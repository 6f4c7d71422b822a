import { addDays, documentExpiringDays, type DocumentValidityState } from '@portale/shared';

/** A document's validity on a day (document-enums.ts): valid through its end day. */
export function validityOn(validUntil: string | null, today: string): DocumentValidityState {
  if (validUntil === null) return 'none';
  if (validUntil < today) return 'expired';
  return validUntil <= addDays(today, documentExpiringDays) ? 'expiring' : 'current';
}
