/**
 * What the audit log records. Never a password, token or code. Apart from the contract and without zod:
 * the web app's router, on the first screen, checks the address bar against these names.
 */
export const auditEvents = [
  'login_succeeded',
  'login_failed',
  'login_refused',
  'login_locked_out',
  'two_factor_failed',
  'logout',
  'password_changed',
  'password_renewed',
  'password_reset_requested',
  'password_reset',
  'first_access_completed',
  'user_created',
  'user_updated',
  'user_deleted',
  'user_status_changed',
  'user_permissions_changed',
  'activation_email_sent',
  'impersonation_created',
  'impersonation_started',
  /** Any request but a read in an impersonated session: the staff user acts, the customer is the subject. */
  'impersonated_request',
  'two_factor_enabled',
  'two_factor_disabled',
  'email_preferences_changed',
] as const;
export type AuditEvent = (typeof auditEvents)[number];
