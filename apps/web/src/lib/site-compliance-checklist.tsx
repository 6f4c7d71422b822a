import { Center, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import {
  documentCategoryLabels,
  romeToday,
  type ComplianceItem,
  type ComplianceState,
} from '@portale/shared';
import { useState, type ReactNode } from 'react';
import { apiErrorMessage } from './api-error-message.ts';
import { useSiteCompliance } from './api/site-compliance.ts';
import { ComplianceBadge } from './document-badges.tsx';
import { atPercent, validitySentence } from './document-validity.ts';
import { LoadError } from './load-error.tsx';
import { formatNumber } from './italian-numbers.ts';

/** What holds a required category: the document's title and validity, or that none does. */
function itemText(item: ComplianceItem, today: string): string {
  if (!item.document) return 'Nessun documento di questa categoria';
  return `${item.document.title} · ${validitySentence(item.document.validUntil, today)}`;
}

/** What needs doing first: the missing, then the expired, then those ending soon. */
const stateOrder: Record<ComplianceState, number> = { missing: 0, expired: 1, expiring: 2, present: 3 };

/**
 * The site's checklist: each document category its job order requires (configured by the provider),
 * missing, expired, expiring or present, in that order, with the document that holds it and the share in
 * order. `whenNoneRequired` (nothing by default) when the job order requires none.
 */
export function SiteComplianceChecklist({
  siteCode,
  whenNoneRequired = null,
}: {
  siteCode: string;
  whenNoneRequired?: ReactNode;
}) {
  const compliance = useSiteCompliance(siteCode);
  const [today] = useState(() => romeToday());
  if (compliance.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Caricamento dei documenti richiesti" />
      </Center>
    );
  }
  if (compliance.isError) {
    return (
      <LoadError title="Documenti richiesti non caricati" query={compliance}>
        {apiErrorMessage(compliance.error, {})}
      </LoadError>
    );
  }
  const { items, percentage, satisfiedCount, requiredCount } = compliance.data;
  if (percentage === null || items.length === 0) return whenNoneRequired;
  const worstFirst = [...items].sort((a, b) => stateOrder[a.state] - stateOrder[b.state]);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="site-compliance"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Title order={2} fz="h4" id="site-compliance">
            Documenti richiesti dal contratto
          </Title>
          <Text size="sm" fw={600}>
            In regola {atPercent(percentage)} ({formatNumber(satisfiedCount)} su {formatNumber(requiredCount)}
            )
          </Text>
        </Group>
        <Progress
          value={percentage}
          color={percentage === 100 ? 'teal' : percentage >= 50 ? 'orange' : 'red'}
          aria-label={`Documenti richiesti in regola: ${percentage}%`}
        />
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {worstFirst.map((item) => (
            <Group
              key={item.category}
              component="li"
              justify="space-between"
              wrap="nowrap"
              align="flex-start"
              gap="sm"
            >
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600}>
                  {documentCategoryLabels[item.category]}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {itemText(item, today)}
                </Text>
              </Stack>
              <ComplianceBadge state={item.state} />
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
