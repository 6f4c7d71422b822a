import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MyJobOrder } from '@portale/shared';
import { formatDate, formatDateAfter, formatPeriod } from '../../../lib/format.ts';
import { formatCount } from '../../../lib/italian-numbers.ts';

type JobOrdersSectionProps = {
  jobOrders: readonly MyJobOrder[];
  /** The job order the list is narrowed to, if any. */
  selectedJobTaskId: string | undefined;
  onSelect: (jobTaskId: string | undefined) => void;
};

const sitesLabel = (count: number) => formatCount(count, 'ubicazione', 'ubicazioni');

/** "Le tue commesse": each job order with its dates, extension and segment; a button narrows the list to it. */
export function JobOrdersSection({ jobOrders, selectedJobTaskId, onSelect }: JobOrdersSectionProps) {
  if (jobOrders.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="job-orders-title">
      <Title order={2} size="h3" id="job-orders-title">
        Le tue commesse
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {jobOrders.map((jobOrder) => {
          const selected = jobOrder.jobTaskId === selectedJobTaskId;
          return (
            <Paper
              key={jobOrder.jobTaskId}
              withBorder
              radius="md"
              p="sm"
              component="article"
              aria-label={`Commessa ${jobOrder.jobTaskId}`}
              bd={selected ? '2px solid var(--mantine-color-blue-6)' : undefined}
            >
              <Stack gap={6} h="100%" justify="space-between">
                <div>
                  <Text size="xs" c="dimmed">
                    {jobOrder.jobTaskId}
                    {jobOrder.operatingSegment ? ` · Settore ${jobOrder.operatingSegment}` : ''}
                  </Text>
                  <Text fw={600} size="sm" lineClamp={2}>
                    {jobOrder.description}
                  </Text>
                  <Text size="sm" mt={4}>
                    {formatPeriod(jobOrder.dateFrom, jobOrder.dateTo, 'Dal')}
                  </Text>
                  <Group gap={6} mt={6}>
                    {jobOrder.isExtended && (
                      <Badge variant="light" color="grape">
                        Prorogata {formatDateAfter('fino al', jobOrder.dateTo)}
                      </Badge>
                    )}
                    {jobOrder.isExtended && (
                      <Text size="xs" c="dimmed">
                        Scadenza originale {formatDate(jobOrder.originalDateTo)}
                      </Text>
                    )}
                  </Group>
                </div>
                <Group justify="space-between" gap="xs">
                  <Text size="xs" c="dimmed">
                    {sitesLabel(jobOrder.sitesNumber)}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant={selected ? 'filled' : 'light'}
                    aria-pressed={selected}
                    onClick={() => onSelect(selected ? undefined : jobOrder.jobTaskId)}
                  >
                    {selected ? 'Mostra tutte' : 'Mostra le ubicazioni'}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
