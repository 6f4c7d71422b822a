import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { equipmentLogKindLabels, type EquipmentLogEntry } from '@portale/shared';
import { formatDate } from '../../lib/format.ts';
import { wrappingBadge } from '../../lib/wrapping-labels.ts';

/** «Registro degli interventi»: maintenance, repairs, inspections, moves and changes of state, newest first. */
export function EquipmentLog({ log }: { log: readonly EquipmentLogEntry[] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="equipment-log-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="equipment-log-title">
          Registro degli interventi
        </Title>
        {log.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nessun intervento registrato.
          </Text>
        ) : (
          <Stack gap="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {log.map((entry) => (
              <Stack key={entry.id} component="li" gap={4}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(entry.day)}
                  </Text>
                  <Badge variant="light" color="gray" classNames={wrappingBadge}>
                    {equipmentLogKindLabels[entry.kind]}
                  </Badge>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {entry.description}
                </Text>
                {entry.performedBy && (
                  <Text size="xs" c="dimmed">
                    Eseguito da {entry.performedBy}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
