import { romeMidnight } from '../../plugins/rome-day.repository.ts';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog, users, type Database } from '@portale/db';
import type { AuditEvent, AuditQuery } from '@portale/shared';

export type AuditRow = {
  event: AuditEvent;
  actorUserId: string | null;
  subjectUserId: string | null;
  username: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
};

/** ILIKE pattern for a literal substring. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createAuditRepository(db: Database) {
  const actor = alias(users, 'actor');
  const subject = alias(users, 'subject');

  return {
    async insert(row: AuditRow) {
      await db.insert(auditLog).values(row);
    },

    /** How many of these events concern a user since a moment (the lockout counter). */
    async countEvents(subjectUserId: string, events: AuditEvent[], since: Date) {
      const [row] = await db
        .select({ value: count() })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.subjectUserId, subjectUserId),
            inArray(auditLog.event, events),
            gte(auditLog.occurredAt, since),
          ),
        );
      return row?.value ?? 0;
    },

    async list(query: AuditQuery) {
      const conditions: SQL[] = [];
      if (query.event) conditions.push(eq(auditLog.event, query.event));
      if (query.username) {
        const pattern = containing(query.username);
        const match = or(
          ilike(actor.username, pattern),
          ilike(subject.username, pattern),
          ilike(auditLog.username, pattern),
        );
        if (match) conditions.push(match);
      }
      if (query.from) conditions.push(gte(auditLog.occurredAt, romeMidnight(query.from)));
      if (query.to) conditions.push(lt(auditLog.occurredAt, romeMidnight(query.to, 1)));
      const where = conditions.length > 0 ? and(...conditions) : undefined;

      const [total] = await db
        .select({ value: count() })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
        .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
        .where(where);
      const rows = await db
        .select({
          id: auditLog.id,
          occurredAt: auditLog.occurredAt,
          event: auditLog.event,
          username: auditLog.username,
          ip: auditLog.ip,
          details: auditLog.details,
          actorId: actor.id,
          actorUsername: actor.username,
          actorFirstName: actor.firstName,
          actorLastName: actor.lastName,
          subjectId: subject.id,
          subjectUsername: subject.username,
          subjectFirstName: subject.firstName,
          subjectLastName: subject.lastName,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
        .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
        .where(where)
        .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
