import { describe, expect, it } from 'vitest';
import {
  assignmentPeriod,
  formatCoveredShare,
  formatDayWithWeekday,
  formatHours,
  formatMinutes,
  formatMinutesDifference,
} from './employee-words.ts';

/** The pages keep a number and its unit on one line: the tests read plain spaces. */
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ');

describe('hours in hours and minutes', () => {
  it('writes whole hours, minutes alone, and both', () => {
    expect(plain(formatMinutes(420))).toBe('7 h');
    expect(plain(formatMinutes(450))).toBe('7 h 30 min');
    expect(plain(formatMinutes(45))).toBe('45 min');
    expect(plain(formatMinutes(0))).toBe('0 h');
  });

  it('groups the thousands of hours as Italians do', () => {
    expect(plain(formatMinutes(1234 * 60 + 5))).toBe('1.234 h 5 min');
  });

  it('writes a contract’s weekly hours the same way', () => {
    expect(plain(formatHours(37.5))).toBe('37 h 30 min');
    expect(plain(formatHours(25))).toBe('25 h');
    expect(plain(formatHours(0.25))).toBe('15 min');
  });

  it('signs the difference from the plan, and says nothing when there is none', () => {
    expect(plain(formatMinutesDifference(465, 450))).toBe('+15 min');
    expect(plain(formatMinutesDifference(360, 450))).toBe('−1 h 30 min');
    expect(formatMinutesDifference(450, 450)).toBeNull();
  });

  it('keeps each number with its unit', () => {
    expect(formatMinutes(450)).toBe('7\u00a0h 30\u00a0min');
  });
});

describe('days and periods', () => {
  it('gives a day its weekday', () => {
    expect(formatDayWithWeekday('2026-11-16')).toBe('lun 16/11/2026');
    expect(formatDayWithWeekday('2026-11-22')).toBe('dom 22/11/2026');
  });

  it('says an assignment’s dates, elided before a vowel', () => {
    expect(assignmentPeriod({ dateFrom: '2026-01-01', dateTo: null })).toBe('dal 01/01/2026');
    expect(assignmentPeriod({ dateFrom: '2026-01-08', dateTo: '2026-06-11' })).toBe(
      'dall’08/01/2026 all’11/06/2026',
    );
  });
});

describe('the share of hours covered', () => {
  it('says 100% only when every planned minute was covered', () => {
    expect(formatCoveredShare(53 * 60 + 29, 53 * 60 + 30)).toBe('99%');
    expect(formatCoveredShare(1800, 1800)).toBe('100%');
    expect(formatCoveredShare(1600, 1800)).toBe('88%');
    expect(formatCoveredShare(0, 1800)).toBe('0%');
  });
});
