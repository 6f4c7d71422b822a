import { describe, expect, it } from 'vitest';
import { describeAuditDetails } from './audit-details.ts';

describe('describeAuditDetails', () => {
  it('says why a sign-in failed or was refused, in Italian', () => {
    expect(describeAuditDetails({ reason: 'unknown_user' })).toEqual(['motivo: utente inesistente']);
    expect(describeAuditDetails({ reason: 'first_access_pending' })).toEqual([
      'motivo: primo accesso non completato',
    ]);
  });

  it('names sub-roles and permissions by their labels, with the kind of user', () => {
    expect(
      describeAuditDetails({ kind: 'customer', permissions: [0, 5], activationEmailSent: true }),
    ).toEqual(['utente di un cliente', 'permessi: Ubicazioni, Documenti', 'email di attivazione inviata']);
    expect(describeAuditDetails({ backOfficePermissions: [1], previous: [] })).toEqual([
      'permessi: da «nessuno» a «Utenti dei clienti»',
    ]);
    // As the database gives them back: the previous permissions first.
    expect(describeAuditDetails({ previous: [1, 4], backOfficePermissions: [] })).toEqual([
      'permessi: da «Utenti dei clienti, Ubicazioni» a «nessuno»',
    ]);
    expect(describeAuditDetails({ backOfficePermissions: [4] })).toEqual(['permessi: Ubicazioni']);
  });

  it('shows times in Italy and hides internal ids', () => {
    expect(describeAuditDetails({ lockedUntil: '2026-03-01T10:15:00.000Z', failures: 10 })).toEqual([
      'bloccato fino al 01/03/2026 11:15',
      '10 tentativi falliti',
    ]);
    expect(describeAuditDetails({ expiresAt: '2026-03-11T08:00:00.000Z' })).toEqual([
      'valido fino all’11/03/2026 09:00',
    ]);
    expect(describeAuditDetails({ userId: 'c0ffee', kind: 'staff' })).toEqual(['utente dello staff']);
  });

  it('shows the request of an operation during an impersonated session, with its ids', () => {
    expect(
      describeAuditDetails({
        method: 'POST',
        route: '/api/tickets/:ticketId/close',
        path: '/api/tickets/0b6e1c52-54a4-4f4e-9d3c-3c7a1f1c9a10/close',
      }),
    ).toEqual(['richiesta: POST /api/tickets/0b6e1c52-54a4-4f4e-9d3c-3c7a1f1c9a10/close']);
  });

  it('leaves a sign-in without second factor plain, and keeps unknown facts readable', () => {
    expect(describeAuditDetails({ secondFactor: null })).toEqual([]);
    expect(describeAuditDetails({ secondFactor: 'totp' })).toEqual(['con codice di verifica']);
    expect(describeAuditDetails({ changed: ['lastName', 'email'] })).toEqual([
      'campi modificati: cognome, email',
    ]);
    expect(describeAuditDetails({ somethingNew: 3 })).toEqual(['somethingNew: 3']);
    expect(describeAuditDetails({ systemEmailsConsent: true, promotionalNewsEmailsConsent: false })).toEqual([
      'email di sistema: sì',
      'email su novità e iniziative: no',
    ]);
    expect(describeAuditDetails(null)).toEqual([]);
  });
});
