import type { MantineColor } from '@mantine/core';
import type { OccurrenceState, ServiceType } from '@portale/shared';

/** The calendar's colour of each type of work (the legend says which is which). */
export const serviceTypeColors: Record<ServiceType, MantineColor> = {
  cleaning: 'blue',
  glass: 'cyan',
  floors: 'grape',
  disinfection: 'teal',
  deepCleaning: 'orange',
  maintenance: 'yellow',
  other: 'gray',
};

/** A joint quality control in the plan: a colour no type of work has. */
export const jointControlColor: MantineColor = 'indigo';

export const occurrenceStateLabels: Record<OccurrenceState, string> = {
  planned: 'Pianificata',
  done: 'Svolta',
  missed: 'Non svolta',
  unrecorded: 'Non registrata',
};

export const occurrenceStateColors: Record<OccurrenceState, MantineColor> = {
  planned: 'blue',
  done: 'green',
  missed: 'red',
  unrecorded: 'gray',
};

/** Why an occurrence is not on the day its rule gives. */
export const shiftWords = {
  none: null,
  closedDay: 'spostata perché l’ubicazione era chiusa',
  moved: 'spostata dal fornitore',
} as const;
