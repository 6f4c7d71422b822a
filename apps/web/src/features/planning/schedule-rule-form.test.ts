import { scheduleWords } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { emptyRuleForm, formOf, ruleOf, type RuleForm } from './schedule-rule-form.ts';

const form = (change: Partial<RuleForm>): RuleForm => ({ ...emptyRuleForm, ...change });

describe('the schedule editor', () => {
  it('writes each shape it offers as a rule whose words the customer reads', () => {
    const cases: [Partial<RuleForm>, string, string][] = [
      [{ kind: 'daily' }, 'FREQ=DAILY', 'ogni giorno'],
      [{ kind: 'weekly', weekdays: ['TH', 'MO'] }, 'FREQ=WEEKLY;BYDAY=MO,TH', 'ogni lunedì e giovedì'],
      [
        { kind: 'weekly', interval: 2, weekdays: ['FR'] },
        'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR',
        'ogni 2 settimane, il venerdì',
      ],
      [{ kind: 'monthlyDay', monthDay: 15 }, 'FREQ=MONTHLY;BYMONTHDAY=15', 'il giorno 15 del mese'],
      [
        { kind: 'monthlyWorkingDay', position: 1 },
        'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1',
        'il primo giorno lavorativo del mese',
      ],
      [
        { kind: 'monthlyWeekday', interval: 3, position: 1, weekday: 'MO' },
        'FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO',
        'ogni 3 mesi, il primo lunedì del mese',
      ],
      [
        { kind: 'yearly', month: 8, monthDay: 10 },
        'FREQ=YEARLY;BYMONTH=8;BYMONTHDAY=10',
        'ogni anno, il 10 agosto',
      ],
    ];
    for (const [fields, rule, words] of cases) {
      expect(ruleOf(form(fields))).toBe(rule);
      expect(scheduleWords(rule)).toBe(words);
      // Opened again, the rule gives back the same fields.
      expect(ruleOf(formOf(rule))).toBe(rule);
    }
  });

  it('writes a rule without words when no day of the week is chosen, which the page refuses to save', () => {
    expect(scheduleWords(ruleOf(form({ kind: 'weekly', weekdays: [] })))).toBeNull();
  });

  it('opens a shape it does not offer as a new weekly schedule', () => {
    expect(formOf('FREQ=HOURLY')).toEqual(emptyRuleForm);
    expect(formOf(undefined)).toEqual(emptyRuleForm);
  });
});
