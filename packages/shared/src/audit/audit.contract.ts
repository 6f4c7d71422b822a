import { z } from 'zod';
import { staffPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { auditEvents, type AuditEvent } from './audit-events.ts';
import { auditAccess } from './audit.access.ts';

/** Italian labels for the back-office page. */
export const auditEventLabels: Record<AuditEvent, string> = {
  login_succeeded: 'Accesso riuscito',
  login_failed: 'Accesso non riuscito: credenziali errate',
  login_refused: 'Accesso rifiutato',
  login_locked_out: 'Account bloccato per troppi tentativi',
  two_factor_failed: 'Codice di verifica errato',
  logout: 'Uscita',
  password_changed: 'Password modificata',
  password_renewed: 'Password scaduta rinnovata',
  password_reset_requested: 'Richiesta di reimpostazione password',
  password_reset: 'Password reimpostata',
  first_access_completed: 'Primo accesso completato',
  user_created: 'Utente creato',
  user_updated: 'Utente modificato',
  user_deleted: 'Utente eliminato',
  user_status_changed: 'Utente abilitato o disabilitato',
  user_permissions_changed: 'Permessi modificati',
  activation_email_sent: 'Email di attivazione inviata',
  impersonation_created: 'Link di accesso come cliente creato',
  impersonation_started: 'Accesso come cliente avviato',
  impersonated_request: 'Operazione durante l’accesso come cliente',
  two_factor_enabled: 'Verifica in due passaggi attivata',
  two_factor_disabled: 'Verifica in due passaggi disattivata',
  email_preferences_changed: 'Preferenze email modificate',
};

const auditUserSchema = z.object({ id: z.string(), username: z.string(), fullName: z.string() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  event: z.enum(auditEvents),
  /** Who acted: the user, or the staff user acting on them; null for anonymous attempts. */
  actor: auditUserSchema.nullable(),
  /** Whom it concerned (the signed-in, edited or impersonated user); null once deleted. */
  subject: auditUserSchema.nullable(),
  /** The username as typed or as it was, e.g. for failures of unknown users and deleted accounts. */
  username: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  event: z.enum(auditEvents).optional(),
  /** Matches the actor's, the subject's or the typed username (case-insensitive, partial). */
  username: z.string().trim().max(64).optional(),
  /** First day, YYYY-MM-DD (Europe/Rome). */
  from: isoDateSchema.optional(),
  /** Last day included, YYYY-MM-DD (Europe/Rome). */
  to: isoDateSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditListContract = defineContract({
  method: 'GET',
  path: '/audit',
  summary: 'The audit log, newest first, filtered and paged',
  description: 'Sign-ins, failures, lockouts, password and permission changes, impersonation and more.',
  tags: ['audit'],
  access: staffPolicy(auditAccess.rules.read),
  query: auditQuerySchema,
  response: { 200: z.object({ data: z.array(auditEntrySchema), total: z.number().int() }) },
});
