import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  italianMonthName,
  scheduleWords,
  serviceTypeLabels,
  serviceTypes,
  type ClosedDayRule,
  type PlannedService,
  type ServiceType,
} from '@portale/shared';
import { useState } from 'react';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { dialogStyles } from '../../lib/dialog-styles.ts';
import { useRemoveSchedule, useSaveSchedule } from './api/planning-writes-api.ts';
import { planningErrorMessage } from './planning-errors.ts';
import {
  formOf,
  ruleKindLabels,
  ruleKinds,
  ruleOf,
  weekdayCodes,
  type RuleForm,
  type RuleKind,
  type WeekdayCode,
} from './schedule-rule-form.ts';

const weekdayLabels: Record<WeekdayCode, string> = {
  MO: 'Lunedì',
  TU: 'Martedì',
  WE: 'Mercoledì',
  TH: 'Giovedì',
  FR: 'Venerdì',
  SA: 'Sabato',
  SU: 'Domenica',
};
const positionOptions = [
  { value: '1', label: 'Primo' },
  { value: '2', label: 'Secondo' },
  { value: '3', label: 'Terzo' },
  { value: '4', label: 'Quarto' },
  { value: '-1', label: 'Ultimo' },
];
const intervalUnits: Record<RuleKind, string> = {
  daily: 'giorni',
  weekly: 'settimane',
  monthlyDay: 'mesi',
  monthlyWeekday: 'mesi',
  monthlyWorkingDay: 'mesi',
  yearly: 'anni',
};
const monthOptions = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: italianMonthName(index + 1),
}));

/** The fields of the rule's kind: the days of the week, the day of the month or of the year. */
function RuleFields({ form, set }: { form: RuleForm; set: (change: Partial<RuleForm>) => void }) {
  const monthDay = (
    <NumberInput
      label="Giorno del mese"
      description="Da 1 a 31; −1 per l’ultimo giorno"
      value={form.monthDay}
      onChange={(value) => set({ monthDay: Number(value) || 1 })}
      min={-1}
      max={31}
      allowDecimal={false}
    />
  );
  switch (form.kind) {
    case 'weekly':
      return (
        <Checkbox.Group
          label="Giorni della settimana"
          value={form.weekdays}
          onChange={(days) => set({ weekdays: days as WeekdayCode[] })}
        >
          <Group gap="sm" mt={4}>
            {weekdayCodes.map((code) => (
              <Checkbox key={code} value={code} label={weekdayLabels[code]} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    case 'monthlyDay':
      return monthDay;
    case 'monthlyWorkingDay':
      return (
        <Select
          label="Quale giorno lavorativo"
          data={positionOptions}
          value={String(form.position)}
          onChange={(value) => set({ position: Number(value ?? '1') })}
          allowDeselect={false}
        />
      );
    case 'monthlyWeekday':
      return (
        <Group grow>
          <Select
            label="Quale"
            data={positionOptions}
            value={String(form.position)}
            onChange={(value) => set({ position: Number(value ?? '1') })}
            allowDeselect={false}
          />
          <Select
            label="Giorno"
            data={weekdayCodes.map((code) => ({ value: code, label: weekdayLabels[code] }))}
            value={form.weekday}
            onChange={(value) => set({ weekday: (value ?? 'MO') as WeekdayCode })}
            allowDeselect={false}
          />
        </Group>
      );
    case 'yearly':
      return (
        <Group grow>
          <Select
            label="Mese"
            data={monthOptions}
            value={String(form.month)}
            onChange={(value) => set({ month: Number(value ?? '1') })}
            allowDeselect={false}
          />
          {monthDay}
        </Group>
      );
    default:
      return null;
  }
}

/** The editor's body for one service: opened afresh for each, so its fields start from its schedule. */
function ScheduleForm({ service, onClose }: { service: PlannedService; onClose: () => void }) {
  const current = service.schedule;
  const [form, setForm] = useState(() => formOf(current?.rule));
  const [serviceType, setServiceType] = useState<ServiceType>(current?.serviceType ?? 'cleaning');
  const [onClosedDay, setOnClosedDay] = useState<ClosedDayRule>(current?.onClosedDay ?? 'move');
  const [coverage, setCoverage] = useState(current?.coverage ?? '');
  const save = useSaveSchedule(service.siteServiceId);
  const remove = useRemoveSchedule(service.siteServiceId);
  const set = (change: Partial<RuleForm>) => setForm((before) => ({ ...before, ...change }));
  const rule = ruleOf(form);
  const words = scheduleWords(rule);
  const failure = save.error ?? remove.error;

  return (
    <Stack gap="md">
      <Text size="sm">{service.siteName}</Text>
      <Select
        label="Tipologia"
        data={serviceTypes.map((value) => ({ value, label: serviceTypeLabels[value] }))}
        value={serviceType}
        onChange={(value) => setServiceType((value ?? 'cleaning') as ServiceType)}
        allowDeselect={false}
      />
      <Select
        label="Si ripete"
        data={ruleKinds.map((value) => ({ value, label: ruleKindLabels[value] }))}
        value={form.kind}
        onChange={(value) => set({ kind: (value ?? 'weekly') as RuleKind })}
        allowDeselect={false}
      />
      <NumberInput
        label={`Ogni quanti ${intervalUnits[form.kind]}`}
        value={form.interval}
        onChange={(value) => set({ interval: Number(value) || 1 })}
        min={1}
        max={99}
        allowDecimal={false}
        allowNegative={false}
      />
      <RuleFields form={form} set={set} />
      <Radio.Group
        label="Se cade in un giorno di chiusura"
        value={onClosedDay}
        onChange={(value) => setOnClosedDay(value as ClosedDayRule)}
      >
        <Stack gap={6} mt={4}>
          <Radio value="move" label="Si sposta al primo giorno lavorativo successivo" />
          <Radio value="skip" label="Non si recupera" />
        </Stack>
      </Radio.Group>
      <TextInput
        label="Aree coperte"
        description="Facoltativo, per esempio «tutti i servizi igienici»"
        value={coverage}
        onChange={(event) => setCoverage(event.currentTarget.value)}
        maxLength={200}
      />
      <Alert color={words ? 'blue' : 'red'} variant="light" role="status">
        {words ? `Si svolge ${words}.` : 'Scegli almeno un giorno della settimana.'}
      </Alert>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {planningErrorMessage(failure)}
        </Alert>
      )}
      <Group justify="space-between">
        {current ? (
          <Button
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: onClose })}
          >
            Togli il calendario
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Annulla
          </Button>
          <Button
            disabled={!words}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { serviceType, rule, onClosedDay, coverage: coverage.trim() || null },
                { onSuccess: onClose },
              )
            }
          >
            Salva
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** Staff set when a service is done: a rule the customer reads in words, checked as it is written. */
export function ScheduleEditor({
  service,
  onClose,
}: {
  service: PlannedService | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      opened={service !== null}
      onClose={onClose}
      title={service ? `Calendario di ${service.serviceName}` : ''}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
      styles={dialogStyles}
      size="lg"
    >
      {service && <ScheduleForm key={service.siteServiceId} service={service} onClose={onClose} />}
    </FormDialog>
  );
}
