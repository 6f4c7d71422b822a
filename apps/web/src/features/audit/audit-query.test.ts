import { describe, expect, it } from 'vitest';
import { auditSearchSchema } from './audit-search.ts';
import { toAuditQuery } from './audit-query.ts';

describe('the audit log’s address bar', () => {
  it('asks for a known event and drops one the log does not know', () => {
    expect(toAuditQuery(auditSearchSchema.parse({ event: 'login_failed' })).event).toBe('login_failed');
    expect(toAuditQuery(auditSearchSchema.parse({ event: 'drop_table' })).event).toBeUndefined();
  });
});
