import { Badge } from '@mantine/core';
import { auditEventLabels, type AuditEvent } from '@portale/shared';
import { auditEventColour } from '../audit-event-colour.ts';

export function AuditEventBadge({ event }: { event: AuditEvent }) {
  return (
    <Badge
      color={auditEventColour(event)}
      variant="light"
      tt="none"
      style={{ whiteSpace: 'normal', height: 'auto' }}
    >
      {auditEventLabels[event]}
    </Badge>
  );
}
