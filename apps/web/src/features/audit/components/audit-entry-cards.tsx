import { Card, Group, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@portale/shared';
import { formatDateTime } from '../../../lib/format.ts';
import { describeAuditDetails } from '../audit-details.ts';
import { AuditEventBadge } from './audit-event-badge.tsx';
import { AuditActor, AuditSubject } from './audit-people.tsx';

/** The entries of one page as cards (phones), newest first. */
export function AuditEntryCards({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => {
        const details = describeAuditDetails(entry.details);
        return (
          <Card key={entry.id} withBorder padding="sm" component="li">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <AuditEventBadge event={entry.event} />
                <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(entry.occurredAt)}
                </Text>
              </Group>
              <Group gap={4} wrap="wrap">
                <Text size="xs" c="dimmed">
                  Chi:
                </Text>
                <AuditActor entry={entry} />
              </Group>
              <Group gap={4} wrap="wrap">
                <Text size="xs" c="dimmed">
                  Utente interessato:
                </Text>
                <AuditSubject entry={entry} />
              </Group>
              {entry.ip && (
                <Text size="xs" c="dimmed" ff="monospace">
                  IP {entry.ip}
                </Text>
              )}
              {details.length > 0 && <Text size="sm">{details.join(' · ')}</Text>}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
