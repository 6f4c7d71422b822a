import { Anchor, Stack, Text } from '@mantine/core';
import {
  addDays,
  romeToday,
  serviceTypeLabels,
  type PlanOccurrence,
  type ServiceType,
} from '@portale/shared';
import { IconCalendarWeek } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../lib/format.ts';
import { formatCount } from '../../../lib/italian-numbers.ts';
import { usePlanSummary } from '../api/plan-summary.ts';
import { WidgetCard } from './widget-card.tsx';

/** How many missed occurrences the card names; the plan has the rest. */
const shown = 4;

/** «3 Vetri, 2 Pavimenti»: a day's work by type, the most frequent first. */
function byType(occurrences: readonly PlanOccurrence[]): string {
  const counts = new Map<ServiceType, number>();
  for (const { serviceType } of occurrences) counts.set(serviceType, (counts.get(serviceType) ?? 0) + 1);
  return [...counts]
    .sort(([, a], [, b]) => b - a)
    .map(([type, count]) => `${count} ${serviceTypeLabels[type]}`)
    .join(', ');
}

function DayLine({
  label,
  date,
  occurrences,
}: {
  label: string;
  date: string;
  occurrences: readonly PlanOccurrence[];
}) {
  return (
    <div>
      <Anchor
        size="sm"
        fw={600}
        renderRoot={(props) => <Link {...props} to="/poa" search={{ view: 'day', date }} />}
      >
        {label}: {formatCount(occurrences.length, 'attività', 'attività')}
      </Anchor>
      {occurrences.length > 0 && (
        <Text size="xs" c="dimmed">
          {byType(occurrences)}
        </Text>
      )}
    </div>
  );
}

/**
 * The plan of action on the dashboard: today's and tomorrow's work on the user's sites, and what the
 * provider did not do in the last week, each a link to its day in the plan.
 */
export function PlanCard() {
  const query = usePlanSummary();
  const today = romeToday();
  const tomorrow = addDays(today, 1);
  const occurrences = query.data?.occurrences ?? [];
  const on = (date: string) => occurrences.filter((occurrence) => occurrence.date === date);
  const missed = occurrences.filter((occurrence) => occurrence.date < today && occurrence.state === 'missed');

  return (
    <WidgetCard title="Piano delle attività" icon={IconCalendarWeek} state={query}>
      <Stack gap="sm">
        <DayLine label="Oggi" date={today} occurrences={on(today)} />
        <DayLine label="Domani" date={tomorrow} occurrences={on(tomorrow)} />
        <div>
          <Text size="sm" fw={600} c={missed.length > 0 ? 'red.8' : undefined}>
            Non svolte negli ultimi 7 giorni: {missed.length}
          </Text>
          {missed.length > 0 && (
            <Stack
              gap={2}
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="Attività non svolte"
            >
              {missed.slice(0, shown).map((occurrence) => (
                <li key={`${occurrence.siteServiceId}-${occurrence.ruleDate}`}>
                  <Anchor
                    size="xs"
                    renderRoot={(props) => (
                      <Link {...props} to="/poa" search={{ view: 'day', date: occurrence.date }} />
                    )}
                  >
                    {formatDate(occurrence.date)} · {occurrence.serviceName} – {occurrence.siteName}
                  </Anchor>
                </li>
              ))}
            </Stack>
          )}
          {missed.length > shown && (
            <Text size="xs" c="dimmed">
              e altre {missed.length - shown}
            </Text>
          )}
        </div>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/poa" search={{ view: 'week' }} />}>
          Il piano della settimana
        </Anchor>
      </Stack>
    </WidgetCard>
  );
}
