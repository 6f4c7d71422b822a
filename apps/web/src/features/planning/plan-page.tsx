import '@mantine/schedule/styles.css';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import classes from './plan-page.module.css';
import { AgendaView, Schedule, type ScheduleEventData, type ScheduleViewLevel } from '@mantine/schedule';
import {
  addDays,
  qualityAccess,
  romeToday,
  type PlanJointControl,
  type PlanOccurrence,
} from '@portale/shared';
import { IconArrowsMaximize, IconArrowsMinimize } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { customerSiteOptionsQuery } from '../../lib/api/customer-site-options.ts';
import { staffSitePickerQuery } from '../../lib/api/staff-site-options.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { SitePicker } from '../../lib/site-picker.tsx';
import { usePlan } from './api/planning-api.ts';
import { planReadErrorMessage } from './planning-errors.ts';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';
import { OccurrenceDialog } from './occurrence-dialog.tsx';
import { PlanLegend, PlanSummary } from './plan-legend.tsx';
import { planRange } from './plan-range.ts';
import { planViews, type PlanSearch, type PlanView } from './planning-search.ts';
import { jointControlColor, occurrenceStateLabels, serviceTypeColors } from './planning-words.ts';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { profileAllows } from '../../lib/profile-access.ts';

/** The calendar's words in Italian (its own default is English). */
const scheduleLabels = {
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
const gridHidden = {
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
const monthGrid = {
  ...viewSelectProps,
  firstDayOfWeek: 1 as const,
  maxEventsPerDay: 3,
  withOutsideDays: false,
  moreEventsProps: { classNames: { moreEventsButton: classes.moreEvents } },
};

type PlanEventPayload = { occurrence: PlanOccurrence } | { jointControl: PlanJointControl };

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
function eventOf(occurrence: PlanOccurrence, withSite: boolean): ScheduleEventData<PlanEventPayload> {
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
function jointControlEvent(
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

/**
 * /poa: the plan of action, the work the services' schedules give by day, week or month, for one site
 * or all the user's sites, coloured by type of work, with what the provider recorded as done or missed;
 * /backoffice/poa: the same for staff, who record each day and move or call off work. The view, the
 * day, the site and the fullwidth mode live in the address bar.
 */
export function PlanPage({ staff = false }: { staff?: boolean }) {
  const search = useSearch({ strict: false }) as PlanSearch;
  const navigate = useNavigate();
  const profile = useCurrentProfile();
  const view: PlanView = search.view ?? 'week';
  const date = search.date ?? romeToday();
  const range = planRange(view, date);
  // Staff see every site of every customer: their register opens one site at a time.
  const siteMissing = staff && search.siteCode === undefined;
  const plan = usePlan({ ...range, siteCode: search.siteCode }, !siteMissing);
  const [opened, setOpened] = useState<PlanOccurrence | null>(null);
  const change = (next: Partial<PlanSearch>) =>
    void navigate({ to: staff ? '/backoffice/poa' : '/poa', search: { ...search, ...next } });
  const occurrences = plan.data?.occurrences;
  const jointControls = plan.data?.jointControls;
  const events = useMemo(() => {
    const withSite = search.siteCode === undefined;
    return [
      ...(jointControls ?? []).map((control) => jointControlEvent(control, withSite)),
      // Work not done first, so that a busy day of the month view never hides it under «e altre».
      ...(occurrences ?? [])
        .toSorted((a, b) => Number(b.state === 'missed') - Number(a.state === 'missed'))
        .map((occurrence) => eventOf(occurrence, withSite)),
    ];
  }, [occurrences, jointControls, search.siteCode]);
  const openEvent = (payload: PlanEventPayload) => {
    if ('occurrence' in payload) return setOpened(payload.occurrence);
    const { controlId } = payload.jointControl;
    if (staff && controlId !== null)
      return void navigate({
        to: '/backoffice/quality/$controlId',
        params: { controlId: String(controlId) },
      });
    if (!staff && controlId !== null && profileAllows(profile, qualityAccess.rules.read))
      return void navigate({ to: '/quality/controls/$controlId', params: { controlId: String(controlId) } });
  };
  const fullWidth = search.fullwidth === true;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {staff ? 'Registro delle attività' : 'Piano delle attività'}
          </Title>
          <Text c="dimmed">
            {staff
              ? 'Le attività dei servizi di tutte le ubicazioni: apri un’attività per registrarla come svolta o non svolta, spostarla o annullarla.'
              : 'Le attività programmate sulle tue ubicazioni, con quelle che il fornitore ha registrato come svolte o non svolte.'}
          </Text>
        </div>
        <Button
          variant="default"
          // A phone has no sidebar beside the page: nothing to widen.
          visibleFrom="sm"
          leftSection={fullWidth ? <IconArrowsMinimize size={18} /> : <IconArrowsMaximize size={18} />}
          aria-pressed={fullWidth}
          onClick={() => change({ fullwidth: fullWidth ? undefined : true })}
        >
          {fullWidth ? 'Esci da tutto schermo' : 'Tutto schermo'}
        </Button>
      </Group>
      <Group align="flex-end" gap="md">
        <SitePicker
          siteCode={search.siteCode}
          onChange={(siteCode) => change({ siteCode })}
          query={staff ? staffSitePickerQuery : customerSiteOptionsQuery}
          clearable={!staff}
          placeholder={staff ? 'Cerca per nome o codice' : 'Tutte le ubicazioni'}
          w={{ base: '100%', sm: 360 }}
        />
        <PlanSummary occurrences={occurrences} loading={plan.isFetching} />
      </Group>
      {plan.isError && (
        <LoadError title="Piano delle attività non caricato" query={plan}>
          {planReadErrorMessage(plan.error)}
        </LoadError>
      )}
      {siteMissing && (
        <Alert color="blue" variant="light">
          Scegli un’ubicazione per vedere le sue attività e registrarle.
        </Alert>
      )}
      <PlanLegend />
      <Schedule
        className={classes.calendar}
        view={view}
        date={date}
        onViewChange={(next: ScheduleViewLevel) => change({ view: next === 'year' ? 'month' : next })}
        onDateChange={(next) => change({ date: next })}
        events={events}
        labels={scheduleLabels}
        locale="it"
        mode="default"
        layout="default"
        onEventClick={(event) => openEvent(event.payload as PlanEventPayload)}
        dayViewProps={gridHidden.day}
        weekViewProps={gridHidden.week}
        monthViewProps={monthGrid}
      />
      {view !== 'month' && (
        <AgendaView
          rangeStart={range.from}
          rangeEnd={addDays(range.from, range.days - 1)}
          events={events}
          labels={scheduleLabels}
          locale="it"
          mode="default"
          dateHeaderFormat="dddd D MMMM YYYY"
          styles={{ agendaViewHeader: { display: 'none' } }}
          onEventClick={(event) => openEvent(event.payload as PlanEventPayload)}
        />
      )}
      <OccurrenceDialog occurrence={opened} staff={staff} onClose={() => setOpened(null)} />
      {!staff && <CalendarFeedPanel />}
      <Text size="xs" c="dimmed">
        Stati: {Object.values(occurrenceStateLabels).join(', ').toLowerCase()}. Le attività che cadono in un
        giorno di chiusura dell’ubicazione sono spostate al primo giorno lavorativo successivo.
      </Text>
    </Stack>
  );
}

export function StaffPlanPage() {
  return <PlanPage staff />;
}
