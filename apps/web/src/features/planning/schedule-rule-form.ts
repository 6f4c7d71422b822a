import { ruleParts } from '@portale/shared';

export const weekdayCodes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof weekdayCodes)[number];

/** The shapes of a schedule the editor offers, each an iCalendar RRULE the portal can read back in words. */
export const ruleKinds = [
  'daily',
  'weekly',
  'monthlyDay',
  'monthlyWeekday',
  'monthlyWorkingDay',
  'yearly',
] as const;
export type RuleKind = (typeof ruleKinds)[number];

export const ruleKindLabels: Record<RuleKind, string> = {
  daily: 'Ogni giorno o ogni tot giorni',
  weekly: 'In alcuni giorni della settimana',
  monthlyDay: 'In un giorno del mese',
  monthlyWeekday: 'In un giorno della settimana del mese (es. il primo lunedì)',
  monthlyWorkingDay: 'In un giorno lavorativo del mese (es. il primo)',
  yearly: 'In un giorno dell’anno',
};

/** The editor's fields: those a kind does not use are kept, so switching kinds back loses nothing. */
export type RuleForm = {
  kind: RuleKind;
  interval: number;
  weekdays: WeekdayCode[];
  /** 1 to 31, or −1 for the last day. */
  monthDay: number;
  /** 1 to 5, or −1 for the last. */
  position: number;
  weekday: WeekdayCode;
  month: number;
};

export const emptyRuleForm: RuleForm = {
  kind: 'weekly',
  interval: 1,
  weekdays: ['MO'],
  monthDay: 1,
  position: 1,
  weekday: 'MO',
  month: 1,
};

const withInterval = (frequency: string, interval: number) =>
  interval > 1 ? `FREQ=${frequency};INTERVAL=${interval}` : `FREQ=${frequency}`;

/** The RRULE (without its start) of what the editor holds. */
export function ruleOf(form: RuleForm): string {
  switch (form.kind) {
    case 'daily':
      return withInterval('DAILY', form.interval);
    case 'weekly': {
      const days = weekdayCodes.filter((code) => form.weekdays.includes(code));
      return `${withInterval('WEEKLY', form.interval)};BYDAY=${days.join(',')}`;
    }
    case 'monthlyDay':
      return `${withInterval('MONTHLY', form.interval)};BYMONTHDAY=${form.monthDay}`;
    case 'monthlyWeekday':
      return `${withInterval('MONTHLY', form.interval)};BYDAY=${form.position}${form.weekday}`;
    case 'monthlyWorkingDay':
      return `${withInterval('MONTHLY', form.interval)};BYDAY=MO,TU,WE,TH,FR;BYSETPOS=${form.position}`;
    case 'yearly':
      return `${withInterval('YEARLY', form.interval)};BYMONTH=${form.month};BYMONTHDAY=${form.monthDay}`;
  }
}

const isWeekday = (value: string): value is WeekdayCode =>
  (weekdayCodes as readonly string[]).includes(value);

/** The editor's fields for a stored rule; a shape it does not offer opens as a new weekly schedule. */
export function formOf(rule: string | undefined): RuleForm {
  const parts = rule ? ruleParts(rule) : null;
  if (!parts) return emptyRuleForm;
  const interval = Number(parts.get('INTERVAL') ?? '1');
  const byDay = parts.get('BYDAY');
  const base = { ...emptyRuleForm, interval };
  switch (parts.get('FREQ')) {
    case 'DAILY':
      return { ...base, kind: 'daily' };
    case 'WEEKLY':
      return { ...base, kind: 'weekly', weekdays: (byDay ?? '').split(',').filter(isWeekday) };
    case 'MONTHLY': {
      if (parts.has('BYMONTHDAY'))
        return { ...base, kind: 'monthlyDay', monthDay: Number(parts.get('BYMONTHDAY')) };
      if (parts.has('BYSETPOS'))
        return { ...base, kind: 'monthlyWorkingDay', position: Number(parts.get('BYSETPOS')) };
      const nth = /^([+-]?\d)([A-Z]{2})$/.exec(byDay ?? '');
      return nth && isWeekday(nth[2]!)
        ? { ...base, kind: 'monthlyWeekday', position: Number(nth[1]), weekday: nth[2] }
        : emptyRuleForm;
    }
    case 'YEARLY':
      return {
        ...base,
        kind: 'yearly',
        month: Number(parts.get('BYMONTH') ?? '1'),
        monthDay: Number(parts.get('BYMONTHDAY') ?? '1'),
      };
    default:
      return emptyRuleForm;
  }
}
