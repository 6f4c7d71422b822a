import classes from './plan-page.module.css';
import { planViews } from './planning-search.ts';

/**
 * How the plan of action sets up @mantine/schedule (decision 012): its words, and which of its parts
 * each view shows.
 */

/** The calendar's words in Italian (its own default is English). */
export const scheduleLabels = {
  day: 'Giorno',
  week: 'Settimana',
  month: 'Mese',
  year: 'Anno',
  allDay: 'Tutto il giorno',
  weekday: 'Giorno della settimana',
  timeSlot: 'Fascia oraria',
  today: 'Oggi',
  next: 'Successivo',
  previous: 'Precedente',
  more: 'Altre',
  selectMonth: 'Scegli il mese',
  selectYear: 'Scegli l’anno',
  switchToDayView: 'Passa alla vista per giorno',
  switchToWeekView: 'Passa alla vista per settimana',
  switchToMonthView: 'Passa alla vista per mese',
  switchToYearView: 'Passa alla vista per anno',
  viewSelectLabel: 'Vista del calendario',
  noEvents: 'Nessuna attività',
  moreLabel: (hidden: number) => (hidden === 1 ? 'e un’altra' : `e altre ${hidden}`),
};

const viewSelectProps = { viewSelectProps: { views: planViews } };
/**
 * Work has a day, not an hour, and a busy day holds dozens: the day and week views keep the calendar's
 * header (the days, the arrows, the views) and list their days' work whole below it, grouped by day,
 * where the calendar's grid would show two events a day and an empty hour.
 */
export const gridHidden = {
  day: {
    ...viewSelectProps,
    headerFormat: 'dddd D MMMM YYYY',
    styles: { dayViewInner: { display: 'none' } },
  },
  week: { ...viewSelectProps, weekLabelFormat: 'D MMM', styles: { weekViewRoot: { display: 'none' } } },
};

/**
 * The month grid: its own month's days only (the calendar greys the others' numbers below contrast);
 * «e altre» as tall as an event (plan-page.module.css).
 */
export const monthGrid = {
  ...viewSelectProps,
  firstDayOfWeek: 1 as const,
  maxEventsPerDay: 3,
  withOutsideDays: false,
  moreEventsProps: { classNames: { moreEventsButton: classes.moreEvents } },
};

/** The calendar's root: its events tall enough to tap (plan-page.module.css). */
export const calendarClass = classes.calendar;
