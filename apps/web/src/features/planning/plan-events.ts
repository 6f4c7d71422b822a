import type { ScheduleEventData } from '@mantine/schedule';
import type { PlanJointControl, PlanOccurrence } from '@portale/shared';
import dayjs from 'dayjs';
import { jointControlColor, serviceTypeColors } from './planning-words.ts';

/** What the plan's calendar draws, from the plan's answer. */

export type PlanEventPayload = { occurrence: PlanOccurrence } | { jointControl: PlanJointControl };

const wholeDay = (date: string) => ({
  start: `${date} 00:00:00`,
  end: dayjs(date).add(1, 'day').format('YYYY-MM-DD 00:00:00'),
});

/** How the calendar's title marks what the provider recorded: done, not done. */
const statePrefix: Record<PlanOccurrence['state'], string> = {
  planned: '',
  unrecorded: '',
  done: '✓ ',
  missed: 'Non svolta: ',
};

/** An occurrence as the calendar draws it: a whole day, coloured by its type of work. */
export function eventOf(occurrence: PlanOccurrence, withSite: boolean): ScheduleEventData<PlanEventPayload> {
  const name = withSite ? `${occurrence.serviceName} – ${occurrence.siteName}` : occurrence.serviceName;
  const missed = occurrence.state === 'missed';
  return {
    id: `${occurrence.siteServiceId}-${occurrence.ruleDate}`,
    title: `${statePrefix[occurrence.state]}${name}${occurrence.shift === 'none' ? '' : ' (spostata)'}`,
    ...wholeDay(occurrence.date),
    color: missed ? 'red' : serviceTypeColors[occurrence.serviceType],
    variant: missed ? 'filled' : 'light',
    payload: { occurrence },
  };
}

/** A joint quality control agreed with the customer, on its day with its time in the title. */
export function jointControlEvent(
  control: PlanJointControl,
  withSite: boolean,
): ScheduleEventData<PlanEventPayload> {
  return {
    id: `controllo-${control.requestId}`,
    title: `Controllo in contraddittorio alle ${control.time}${withSite ? ` – ${control.siteName}` : ''}`,
    ...wholeDay(control.date),
    color: jointControlColor,
    variant: 'filled',
    payload: { jointControl: control },
  };
}
