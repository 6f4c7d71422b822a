import { defaultTicketDueHours } from '../tickets/ticket-enums.ts';

/**
 * How long things last as the API is configured, for the screens that state it; these are the API's
 * defaults (LOGIN_LOCKOUT_MINUTES, CODE_TTL_FIRST_ACCESS_HOURS, CODE_TTL_IMPERSONATION_MINUTES,
 * TICKET_DUE_HOURS_*). Apart
 * from the contract and without zod: the web app's first screen reads them.
 */
export const defaultConfiguredDurations = {
  /** How long too many failed sign-ins lock an account. */
  loginLockoutMinutes: 15,
  /** How long the link of an activation email works. */
  activationLinkHours: 7 * 24,
  /** How long a staff user's link to access the portal as a customer user works. */
  impersonationLinkMinutes: 2,
  /** The hours the provider has to answer a ticket, by urgency (the new-ticket form states them). */
  ticketDueHours: defaultTicketDueHours,
} as const;
