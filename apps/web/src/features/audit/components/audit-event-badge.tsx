import { Badge } from '@mantine/core';
import { auditEventLabels, type AuditEvent } from '@portale/shared';
import { auditEventColour } from '../audit-event-colour.ts';

/** The event in Italian, coloured by kind; long names wrap instead of being cut. */
export function AuditEventBadge({ event }: { event: AuditEvent }) {
  return (
    <Badge
      color={auditEventColour(event)}
      variant="light"
      tt="none"
      styles={{
        root: { height: 'auto', paddingBlock: 3 },
        label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 },
      }}
    >
      {auditEventLabels[event]}
    </Badge>
  );
}
