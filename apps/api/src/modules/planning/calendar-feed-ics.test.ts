import fc from 'fast-check';
import { foldLines as libraryFoldLines } from 'ical-generator';
import { describe, expect, it } from 'vitest';
import type { PlanOccurrence } from '@portale/shared';
import { foldLines, occurrenceDescription, writePlanCalendar } from './calendar-feed-ics.ts';

const occurrence = (overrides: Partial<PlanOccurrence>): PlanOccurrence => ({
  siteCode: 'UB000001',
  siteName: 'Presidio Ospedaliero Santa Lucia – Padiglione A',
  siteServiceId: 7,
  serviceName: 'Pulizia vetri',
  serviceType: 'glass',
  date: '2027-02-10',
  ruleDate: '2027-02-10',
  shift: 'none',
  state: 'planned',
  ...overrides,
});

const unfolded = (text: string) => text.replace(/\r\n /g, '');

describe('the feed’s iCalendar file', () => {
  it('writes each occurrence as an all-day event named after its service and site, with its state', () => {
    const text = writePlanCalendar(
      [
        occurrence({ date: '2027-02-10', ruleDate: '2027-02-08', shift: 'closedDay' }),
        occurrence({ siteServiceId: 9, date: '2027-02-17', ruleDate: '2027-02-15', shift: 'moved' }),
        occurrence({ siteServiceId: 11, date: '2027-01-04', ruleDate: '2027-01-04', state: 'missed' }),
      ],
      { host: 'portale.example.it', providerName: 'Servizi Integrati', generatedAt: new Date() },
    );
    const lines = unfolded(text).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'X-WR-CALNAME:Piano delle attività – Portale Clienti',
        'X-WR-TIMEZONE:Europe/Rome',
        'UID:7-2027-02-08@portale.example.it',
        'DTSTART;VALUE=DATE:20270210',
        'DTEND;VALUE=DATE:20270211',
        'SUMMARY:Pulizia vetri · Presidio Ospedaliero Santa Lucia – Padiglione A',
        'UID:9-2027-02-15@portale.example.it',
        'DTSTART;VALUE=DATE:20270217',
        'UID:11-2027-01-04@portale.example.it',
        'TRANSP:TRANSPARENT',
      ]),
    );
    // The calendar's properties come before its events, as RFC 5545's grammar has them.
    expect(lines.indexOf('X-WR-TIMEZONE:Europe/Rome')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    // Folded as the library folds it, line by line.
    expect(text).toBe(libraryFoldLines(unfolded(text)));
  });

  it('says the state in Italian, and why a visit is not on its schedule’s day', () => {
    expect(occurrenceDescription(occurrence({ state: 'done' }))).toBe(
      'Stato: Svolto\nTipo di servizio: Vetri\n' +
        'Ubicazione: Presidio Ospedaliero Santa Lucia – Padiglione A (UB000001)',
    );
    expect(occurrenceDescription(occurrence({ state: 'unrecorded' }))).toMatch(/^Stato: Non registrato\n/);
    expect(occurrenceDescription(occurrence({ state: 'missed' }))).toMatch(/^Stato: Non svolto\n/);
    expect(occurrenceDescription(occurrence({ ruleDate: '2027-02-08', shift: 'closedDay' }))).toMatch(
      /^Stato: Pianificato\nPrevisto l’08\/02\/2027, spostato perché l’ubicazione è chiusa quel giorno\.\n/,
    );
    expect(occurrenceDescription(occurrence({ ruleDate: '2027-02-15', shift: 'moved' }))).toMatch(
      /^Stato: Pianificato\nPrevisto il 15\/02\/2027, spostato dal fornitore\.\n/,
    );
  });

  it('folds lines exactly as ical-generator does, in every script and with broken surrogates', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ unit: 'grapheme', maxLength: 300 }),
            fc.string({ unit: 'binary', maxLength: 200 }),
            fc.string({ maxLength: 200 }),
          ),
          { maxLength: 5 },
        ),
        (lines) => {
          const text = lines.join('\r\n');
          expect(foldLines(text)).toBe(libraryFoldLines(text));
        },
      ),
      { numRuns: 500 },
    );
  });
});
