import { auditEvents, type AuditEntry, type AuditEvent, type AuditQuery } from '@portale/shared';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { AuditRepository } from './audit.repository.ts';

export type AuditRecord = {
  event: AuditEvent;
  /** Who acted; null for an anonymous attempt. */
  actorUserId?: string | null;
  /** Whom it concerned. */
  subjectUserId?: string | null;
  /** The username as typed or as it was. */
  username?: string | null;
  ip?: string | null;
  /** Facts only (reasons, permission numbers, flags): never a password, token or code. */
  details?: Record<string, unknown>;
};

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** The audit log: who did what to whom, when and from where. */
export function createAuditService(deps: { repository: AuditRepository }) {
  const { repository } = deps;
  const isAuditEvent = (value: string): value is AuditEvent =>
    (auditEvents as readonly string[]).includes(value);

  const record = async (entry: AuditRecord): Promise<void> => {
    await repository.insert({
      event: entry.event,
      actorUserId: entry.actorUserId ?? null,
      subjectUserId: entry.subjectUserId ?? null,
      username: entry.username?.slice(0, 64) ?? null,
      ip: entry.ip ?? null,
      details: entry.details ?? null,
    });
  };

  return {
    record,

    /**
     * Records what a signed-in user did to their own account; in an impersonated session the staff user
     * is the actor and the account's owner the subject.
     */
    async recordOwn(
      auth: AuthContext,
      event: AuditEvent,
      ip: string,
      details?: Record<string, unknown>,
    ): Promise<void> {
      await record({
        event,
        actorUserId: auth.impersonatorUserId ?? auth.userId,
        subjectUserId: auth.userId,
        username: auth.username,
        ip,
        ...(details && { details }),
      });
    },

    countEvents: (subjectUserId: string, events: AuditEvent[], since: Date) =>
      repository.countEvents(subjectUserId, events, since),

    async list(query: AuditQuery): Promise<{ data: AuditEntry[]; total: number }> {
      const { rows, total } = await repository.list(query);
      return {
        total,
        data: rows
          .filter((row) => isAuditEvent(row.event))
          .map((row) => ({
            id: row.id,
            occurredAt: row.occurredAt.toISOString(),
            event: row.event as AuditEvent,
            actor: row.actorId
              ? {
                  id: row.actorId,
                  username: row.actorUsername ?? '',
                  fullName: fullName(row.actorFirstName, row.actorLastName),
                }
              : null,
            subject: row.subjectId
              ? {
                  id: row.subjectId,
                  username: row.subjectUsername ?? '',
                  fullName: fullName(row.subjectFirstName, row.subjectLastName),
                }
              : null,
            username: row.username,
            ip: row.ip,
            details: row.details,
          })),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
