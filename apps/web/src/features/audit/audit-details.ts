import {
  backOfficePermissionLabels,
  customerSubRoleLabels,
  type AuditEntry,
  type DatePreposition,
} from '@portale/shared';
import { formatDateTimeAfter } from '../../lib/format.ts';

const reasons: Record<string, string> = {
  unknown_user: 'utente inesistente',
  locked: 'account bloccato',
  first_access_pending: 'primo accesso non completato',
  disabled: 'utente disabilitato o cliente non attivo',
  password_expired: 'password scaduta',
};

const secondFactors: Record<string, string> = {
  totp: 'con codice di verifica',
  recovery: 'con codice di recupero',
};

const accountFields: Record<string, string> = {
  firstName: 'nome',
  lastName: 'cognome',
  email: 'email',
  username: 'nome utente',
};

const yesNo = (value: unknown) => (value === true ? 'sì' : 'no');
const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const labelled = (labels: Record<number, string>, value: unknown) =>
  numbers(value)
    .map((n) => labels[n] ?? String(n))
    .join(', ') || 'nessuno';
const dateTime = (preposition: DatePreposition, value: unknown) =>
  typeof value === 'string' ? formatDateTimeAfter(preposition, value) : `${preposition} ${String(value)}`;

type Describe = (value: unknown, details: Record<string, unknown>) => string | null;

/** How each fact the API records reads in Italian; null leaves it out. */
const describers: Record<string, Describe> = {
  reason: (value) => `motivo: ${reasons[String(value)] ?? String(value)}`,
  secondFactor: (value) => (typeof value === 'string' ? (secondFactors[value] ?? value) : null),
  failures: (value) => `${String(value)} tentativi falliti`,
  lockedUntil: (value) => `bloccato ${dateTime('fino al', value)}`,
  expiresAt: (value) => `valido ${dateTime('fino al', value)}`,
  kind: (value) => (value === 'staff' ? 'utente dello staff' : 'utente di un cliente'),
  permissions: (value, details) =>
    details.kind === 'staff'
      ? `permessi: ${labelled(backOfficePermissionLabels, value)}`
      : `permessi: ${labelled(customerSubRoleLabels, value)}`,
  customerSubRoles: (value) => `permessi: ${labelled(customerSubRoleLabels, value)}`,
  backOfficePermissions: (value, details) =>
    'previous' in details
      ? `permessi: da «${labelled(backOfficePermissionLabels, details.previous)}» a «${labelled(backOfficePermissionLabels, value)}»`
      : `permessi: ${labelled(backOfficePermissionLabels, value)}`,
  // Said with the permissions that replaced them, as one change.
  previous: (value, details) =>
    'backOfficePermissions' in details ? null : `prima: ${labelled(backOfficePermissionLabels, value)}`,
  limitedToSites: (value) => (value === true ? 'solo le ubicazioni scelte' : 'tutte le ubicazioni'),
  siteCodes: (value) => (strings(value).length > 0 ? `ubicazioni: ${strings(value).join(', ')}` : null),
  activationEmailSent: (value) =>
    value === true ? 'email di attivazione inviata' : 'email di attivazione non inviata',
  enabled: (value) => (value === true ? 'abilitato' : 'disabilitato'),
  changed: (value) =>
    `campi modificati: ${
      strings(value)
        .map((field) => accountFields[field] ?? field)
        .join(', ') || 'nessuno'
    }`,
  emailed: (value) =>
    value === 'activation' ? 'email di attivazione inviata' : 'email di reimpostazione inviata',
  systemEmailsConsent: (value) => `email di sistema: ${yesNo(value)}`,
  promotionalNewsEmailsConsent: (value) => `email su novità e iniziative: ${yesNo(value)}`,
  userId: () => null,
  // An operation during an impersonated session: the request as made, with its ids.
  path: (value, details) =>
    `richiesta: ${typeof details.method === 'string' ? `${details.method} ` : ''}${String(value)}`,
  method: () => null,
  route: () => null,
};

/** The facts of an audit entry in Italian, in the order the API recorded them. */
export function describeAuditDetails(details: AuditEntry['details']): string[] {
  if (!details) return [];
  return Object.entries(details).flatMap(([key, value]) => {
    const describe = describers[key];
    const text = describe ? describe(value, details) : `${key}: ${JSON.stringify(value)}`;
    return text === null ? [] : [text];
  });
}
