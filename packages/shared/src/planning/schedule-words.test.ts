import { describe, expect, it } from 'vitest';
import { scheduleWords } from './schedule-words.ts';

describe('scheduleWords', () => {
  it.each([
    ['FREQ=DAILY', 'ogni giorno'],
    ['FREQ=DAILY;INTERVAL=2', 'ogni 2 giorni'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'dal lunedì al venerdì'],
    ['FREQ=WEEKLY;BYDAY=TH,MO', 'ogni lunedì e giovedì'],
    ['FREQ=WEEKLY;BYDAY=MO,WE,FR', 'ogni lunedì, mercoledì e venerdì'],
    ['FREQ=WEEKLY;BYDAY=SU', 'ogni domenica'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SU', 'ogni 2 settimane, il lunedì e la domenica'],
    ['FREQ=MONTHLY;BYMONTHDAY=15', 'il giorno 15 del mese'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'l’ultimo giorno del mese'],
    ['FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1', 'il primo giorno lavorativo del mese'],
    ['FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', 'l’ultimo giorno lavorativo del mese'],
    ['FREQ=MONTHLY;BYDAY=1MO', 'il primo lunedì del mese'],
    ['FREQ=MONTHLY;BYDAY=-1FR', 'l’ultimo venerdì del mese'],
    ['FREQ=MONTHLY;BYDAY=2SU', 'la seconda domenica del mese'],
    ['FREQ=MONTHLY;BYDAY=-1SU', 'l’ultima domenica del mese'],
    [
      'FREQ=MONTHLY;INTERVAL=3;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1',
      'ogni 3 mesi, il primo giorno lavorativo del mese',
    ],
    ['FREQ=YEARLY;BYMONTH=8;BYMONTHDAY=1', 'ogni anno, il 1º agosto'],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', 'ogni anno, il 29 febbraio'],
    ['FREQ=YEARLY;BYMONTH=7;BYDAY=-1MO', 'ogni anno, l’ultimo lunedì di luglio'],
  ])('reads %s as «%s»', (rule, words) => {
    expect(scheduleWords(rule)).toBe(words);
  });

  it.each([
    ['', 'empty'],
    ['FREQ=HOURLY', 'a frequency the portal does not plan'],
    ['FREQ=WEEKLY;BYDAY=MO;COUNT=3', 'a count (the schedule has an end date of its own)'],
    ['FREQ=WEEKLY;BYDAY=MO;UNTIL=20270101', 'an end inside the rule'],
    ['FREQ=WEEKLY;BYDAY=XX', 'a day that is not one'],
    ['FREQ=WEEKLY;BYDAY=MO,MO', 'a day twice'],
    ['FREQ=WEEKLY;FREQ=DAILY', 'a part twice'],
    ['FREQ=DAILY;INTERVAL=0', 'an interval of zero'],
    ['FREQ=MONTHLY;BYMONTHDAY=32', 'a day past any month'],
    ['FREQ=MONTHLY;BYDAY=MO;BYSETPOS=1', 'a position on a day that is not the working week'],
    ['FREQ=YEARLY;BYMONTHDAY=1', 'a year without its month'],
    ['freq=daily', 'lower case'],
  ])('answers null for %s (%s)', (rule) => {
    expect(scheduleWords(rule)).toBeNull();
  });
});
