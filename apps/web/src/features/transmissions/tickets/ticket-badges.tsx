import { Badge, Text } from '@mantine/core';
import {
  ticketStateLabels,
  ticketUrgencyLabels,
  type TicketState,
  type TicketUrgency,
} from '@portale/shared';
import { IconAlarm, IconClockHour4 } from '@tabler/icons-react';
import { wrappingBadge } from '../../../lib/wrapping-labels.ts';
import { dueStatus } from './lateness.ts';

const stateColours: Record<TicketState, string> = {
  NEW: 'blue',
  IN_CHARGE: 'orange',
  MANAGED: 'teal',
  ANSWER_CONSULTED: 'teal',
  CLOSED: 'gray',
  REOPENED: 'grape',
};

const urgencyColours: Record<TicketUrgency, string> = {
  VERY_HIGH: 'red',
  HIGH: 'orange',
  MEDIUM: 'yellow',
  LOW: 'blue',
  VERY_LOW: 'gray',
};

export function TicketStateBadge({ state }: { state: TicketState }) {
  return (
    <Badge color={stateColours[state]} variant="light" classNames={wrappingBadge}>
      {ticketStateLabels[state]}
    </Badge>
  );
}

/** The urgency; `short` leaves out the word "Urgenza" where a column heading says it. */
export function UrgencyBadge({ urgency, short = false }: { urgency: TicketUrgency; short?: boolean }) {
  const label = ticketUrgencyLabels[urgency];
  return (
    <Badge color={urgencyColours[urgency]} variant="outline" classNames={wrappingBadge}>
      {short ? label : `Urgenza ${label.toLowerCase()}`}
    </Badge>
  );
}

/** Late by how long, or how long is left, while the provider owes an answer. */
export function DueText({ ticket, now }: { ticket: { state: TicketState; dueAt: string }; now: Date }) {
  const status = dueStatus(ticket, now);
  if (!status) return null;
  const Icon = status.late ? IconAlarm : IconClockHour4;
  return (
    <Text size="sm" c={status.late ? 'red.8' : 'dimmed'} fw={status.late ? 600 : undefined} span>
      <Icon size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
      {status.text}
    </Text>
  );
}
