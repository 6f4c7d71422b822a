import type { IsoDate } from '../dates/calendar-day.ts';
import type { SiteCalendar } from './site-open-days.ts';
import * as rrulePackage from 'rrule';
import { describe, expect, it } from 'vitest';
import { occurrencesBetween, ruleDates, type ServiceSchedule } from './schedule-expansion.ts';

const { RRule } =
  (rrulePackage as typeof rrulePackage & { default?: typeof rrulePackage }).default ?? rrulePackage;

/** A Monday-to-Friday site that rests on holidays, no patron saint, no closure. */
const weekdaysSite: SiteCalendar = {
  weekLength: 5,
  holidaysAreWorkingDays: false,
  patronSaintDay: null,
  closures: [],
};
const everyDaySite: SiteCalendar = { ...weekdaysSite, weekLength: 7, holidaysAreWorkingDays: true };

function schedule(rule: string, changes: Partial<ServiceSchedule> = {}): ServiceSchedule {
  return {
    rule,
    startsOn: '2024-01-01',
    endsOn: null,
    onClosedDay: 'move',
    cancelled: [],
    moved: [],
    ...changes,
  };
}

const dates = (occurrences: { date: IsoDate }[]) => occurrences.map((occurrence) => occurrence.date);

describe('ruleDates: the days a rule gives, by hand', () => {
  it('keeps every Sunday across both changes of summer time in 2026 (29 March, 25 October)', () => {
    expect(ruleDates(schedule('FREQ=WEEKLY;BYDAY=SU'), '2026-03-20', '2026-04-06')).toEqual([
      '2026-03-22',
      '2026-03-29',
      '2026-04-05',
    ]);
    expect(ruleDates(schedule('FREQ=WEEKLY;BYDAY=SU'), '2026-10-17', '2026-11-02')).toEqual([
      '2026-10-18',
      '2026-10-25',
      '2026-11-01',
    ]);
  });

  it('gives 29 February only in leap years, and the 31st only in months that have one', () => {
    const leapDay = schedule('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29');
    expect(ruleDates(leapDay, '2024-01-01', '2032-12-31')).toEqual([
      '2024-02-29',
      '2028-02-29',
      '2032-02-29',
    ]);
    expect(ruleDates(schedule('FREQ=MONTHLY;BYMONTHDAY=31'), '2026-01-01', '2026-06-30')).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
    ]);
    expect(ruleDates(schedule('FREQ=MONTHLY;BYMONTHDAY=-1'), '2028-01-01', '2028-03-31')).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
    ]);
  });

  it('reads the first working day of the month, and every three months from the start', () => {
    const firstWorkingDay = 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1';
    expect(ruleDates(schedule(firstWorkingDay), '2026-01-01', '2026-04-30')).toEqual([
      '2026-01-01',
      '2026-02-02',
      '2026-03-02',
      '2026-04-01',
    ]);
    const quarterly = schedule(`${firstWorkingDay};INTERVAL=3`, { startsOn: '2026-01-01' });
    expect(ruleDates(quarterly, '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-01',
      '2026-04-01',
      '2026-07-01',
      '2026-10-01',
    ]);
  });

  it('gives nothing before the start or after the end of the schedule', () => {
    const bounded = schedule('FREQ=WEEKLY;BYDAY=WE', { startsOn: '2026-11-05', endsOn: '2026-11-20' });
    expect(ruleDates(bounded, '2026-11-01', '2026-11-30')).toEqual(['2026-11-11', '2026-11-18']);
  });

  it('gives the same days as rrule walking from the schedule’s own start, years before the range', () => {
    // Every shape the editor writes, with intervals, and a few it does not (which read from the start).
    const rules = [
      'FREQ=DAILY',
      'FREQ=DAILY;INTERVAL=3',
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU',
      'FREQ=WEEKLY;INTERVAL=3;BYDAY=FR',
      'FREQ=MONTHLY;BYMONTHDAY=31',
      'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-1',
      'FREQ=MONTHLY;INTERVAL=3;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1',
      'FREQ=MONTHLY;INTERVAL=5;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
      'FREQ=MONTHLY;BYDAY=-1FR',
      'FREQ=MONTHLY;INTERVAL=4;BYDAY=2TU',
      'FREQ=YEARLY;BYMONTH=7;BYDAY=-1MO',
      'FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29',
      'FREQ=YEARLY;INTERVAL=3;BYMONTH=8;BYMONTHDAY=20',
      'FREQ=WEEKLY;INTERVAL=2',
      'FREQ=MONTHLY;INTERVAL=2',
      'FREQ=YEARLY',
      'FREQ=WEEKLY;COUNT=200;BYDAY=MO',
      'FREQ=WEEKLY;INTERVAL=2;WKST=SU;BYDAY=SU,MO',
    ];
    const starts = ['2019-01-31', '2020-02-29', '2022-06-15', '2024-12-29', '2026-11-12'];
    const ranges = [
      ['2026-11-30', '2027-01-10'],
      ['2027-02-22', '2027-04-04'],
      ['2028-02-28', '2028-03-01'],
    ] as const;
    const midnight = (date: string) => new Date(`${date}T00:00:00Z`);
    for (const rule of rules) {
      for (const startsOn of starts) {
        const walked = new RRule({ ...RRule.parseString(rule), dtstart: midnight(startsOn) });
        for (const [from, to] of ranges) {
          const expected = walked
            .between(midnight(from), midnight(to), true)
            .map((moment) => moment.toISOString().slice(0, 10));
          expect(ruleDates(schedule(rule, { startsOn }), from, to), `${rule} from ${startsOn}`).toEqual(
            expected,
          );
        }
      }
    }
  });
});

describe('occurrencesBetween: the site’s calendar applied', () => {
  it('moves a Monday that is a holiday to the Tuesday (Easter Monday, 6 April 2026)', () => {
    const mondays = occurrencesBetween(
      schedule('FREQ=WEEKLY;BYDAY=MO'),
      weekdaysSite,
      '2026-03-30',
      '2026-04-19',
    );
    expect(mondays).toEqual([
      { date: '2026-03-30', ruleDate: '2026-03-30', shift: 'none' },
      { date: '2026-04-07', ruleDate: '2026-04-06', shift: 'closedDay' },
      { date: '2026-04-13', ruleDate: '2026-04-13', shift: 'none' },
    ]);
  });

  it('drops the closed days of a service that skips them (daily cleaning is not done twice)', () => {
    const daily = schedule('FREQ=DAILY', { onClosedDay: 'skip' });
    // 1 May 2026 is a Friday and a holiday; 2 and 3 May a weekend.
    expect(dates(occurrencesBetween(daily, weekdaysSite, '2026-04-29', '2026-05-05'))).toEqual([
      '2026-04-29',
      '2026-04-30',
      '2026-05-04',
      '2026-05-05',
    ]);
  });

  it('takes the patron saint’s day as a holiday, and works holidays where the site does', () => {
    const milan: SiteCalendar = { ...weekdaysSite, patronSaintDay: '12-07' };
    const mondays = schedule('FREQ=WEEKLY;BYDAY=MO');
    expect(occurrencesBetween(mondays, milan, '2026-12-07', '2026-12-07')).toEqual([]);
    expect(occurrencesBetween(mondays, milan, '2026-12-08', '2026-12-09')).toEqual([
      // 8 December is a national holiday too: the Monday goes to Wednesday the 9th.
      { date: '2026-12-09', ruleDate: '2026-12-07', shift: 'closedDay' },
    ]);
    expect(
      dates(
        occurrencesBetween(mondays, { ...milan, holidaysAreWorkingDays: true }, '2026-12-07', '2026-12-07'),
      ),
    ).toEqual(['2026-12-07']);
  });

  it('moves a week of closure’s work to the first open day as one visit, read from before the range', () => {
    const school: SiteCalendar = { ...weekdaysSite, closures: [{ from: '2026-08-01', to: '2026-08-31' }] };
    const glass = schedule('FREQ=WEEKLY;BYDAY=TU,TH');
    // August's Tuesdays and Thursdays all land on Tuesday 1 September, which is also a Tuesday of its own.
    expect(occurrencesBetween(glass, school, '2026-09-01', '2026-09-04')).toEqual([
      { date: '2026-09-01', ruleDate: '2026-09-01', shift: 'none' },
      { date: '2026-09-03', ruleDate: '2026-09-03', shift: 'none' },
    ]);
    const monthlyFloors = schedule('FREQ=MONTHLY;BYMONTHDAY=10');
    expect(occurrencesBetween(monthlyFloors, school, '2026-09-01', '2026-09-30')).toEqual([
      { date: '2026-09-01', ruleDate: '2026-08-10', shift: 'closedDay' },
      { date: '2026-09-10', ruleDate: '2026-09-10', shift: 'none' },
    ]);
  });

  it('leaves out what staff called off and puts what they moved where they put it', () => {
    const weekly = schedule('FREQ=WEEKLY;BYDAY=WE', {
      cancelled: ['2026-11-11'],
      moved: [
        { from: '2026-11-18', to: '2026-11-20' },
        { from: '2026-11-25', to: '2026-12-02' },
      ],
    });
    expect(occurrencesBetween(weekly, everyDaySite, '2026-11-01', '2026-11-30')).toEqual([
      { date: '2026-11-04', ruleDate: '2026-11-04', shift: 'none' },
      { date: '2026-11-20', ruleDate: '2026-11-18', shift: 'moved' },
    ]);
    // The Wednesday moved into December shows there, beside December's own Wednesday.
    expect(occurrencesBetween(weekly, everyDaySite, '2026-12-01', '2026-12-02')).toEqual([
      { date: '2026-12-02', ruleDate: '2026-12-02', shift: 'none' },
    ]);
  });

  it('never plans on a site whose every day is closed', () => {
    const shut: SiteCalendar = { ...weekdaysSite, closures: [{ from: '2000-01-01', to: '2100-12-31' }] };
    expect(occurrencesBetween(schedule('FREQ=DAILY'), shut, '2026-11-01', '2026-11-30')).toEqual([]);
  });
});
