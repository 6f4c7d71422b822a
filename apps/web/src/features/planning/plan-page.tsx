import '@mantine/schedule/styles.css';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { AgendaView, Schedule, type ScheduleViewLevel } from '@mantine/schedule';
import { addDays, qualityAccess, romeToday, type PlanOccurrence } from '@portale/shared';
import { IconArrowsMaximize, IconArrowsMinimize } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
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
import { type PlanSearch, type PlanView } from './planning-search.ts';
import { calendarClass, gridHidden, monthGrid, scheduleLabels } from './plan-calendar-settings.ts';
import { eventOf, jointControlEvent, type PlanEventPayload } from './plan-events.ts';
import { occurrenceStateLabels } from './planning-words.ts';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { profileAllows } from '../../lib/profile-access.ts';

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
        className={calendarClass}
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
