import { z } from 'zod';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { codeText, formText } from '../tickets/text.schemas.ts';
import { serviceTypes } from './planning-enums.ts';
import { closedDayRules, occurrenceOutcomes } from './planning-states.ts';
import { plannedServiceSchema } from './planning.schemas.ts';
import { scheduleWords } from './schedule-words.ts';

/** Staff's writes of the plan of action (issue 27): schedules, closures, one-off changes and records. */

const serialId = z.coerce.number().int().min(1).max(2_147_483_647);

export const siteServiceIdParams = z.object({
  siteServiceId: serialId.describe('The site service’s id'),
});

export const scheduleDayParams = siteServiceIdParams.extend({
  ruleDate: isoDateSchema.describe('A day the service’s schedule gives (the occurrence’s identity)'),
});

export const closureSiteParams = z.object({
  siteCode: codeText(16).describe('A site code, e.g. UB000001'),
});

export const closureIdParams = z.object({ closureId: serialId.describe('The closure’s id') });

/** The longest text of the schedule's covered areas, of a closure's reason, a change's, a record's note. */
export const planningNoteMaxLength = 200;

/** Free text that may be left out or empty (the API stores an empty one as none). */
const optionalNote = formText(planningNoteMaxLength, 0).nullable().optional();

export const scheduleInputSchema = z.object({
  serviceType: z.enum(serviceTypes),
  rule: formText(200)
    .refine(
      (rule) => scheduleWords(rule) !== null,
      'Regola non valida: il portale non saprebbe descriverla a parole. Usa una delle forme dell’editor ' +
        '(ogni giorno, alcuni giorni della settimana, un giorno del mese o dell’anno).',
    )
    .describe(
      'An iCalendar RRULE without DTSTART, of a shape the portal reads in words: FREQ=WEEKLY;BYDAY=MO,TH',
    ),
  onClosedDay: z.enum(closedDayRules),
  coverage: optionalNote.describe('The areas covered, in words, when not room by room'),
  roomIds: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .max(1000)
    .default([])
    .describe('Rooms of the service’s site the service covers'),
});
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

/** A saved schedule: as the services list shows it, with its service and the rooms it covers. */
export const serviceScheduleSchema = plannedServiceSchema.shape.schedule.unwrap().extend({
  siteServiceId: z.number().int(),
  roomIds: z.array(z.number().int()),
});
export type ServiceScheduleDetail = z.infer<typeof serviceScheduleSchema>;

/** The longest closure: a school's year. */
export const closureMaxDays = 366;

const daysFromTo = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

export const newSiteClosureSchema = z
  .object({
    startsOn: isoDateSchema,
    endsOn: isoDateSchema,
    reason: optionalNote,
  })
  .refine((closure) => closure.endsOn >= closure.startsOn, {
    path: ['endsOn'],
    message: 'La fine della chiusura non può precedere l’inizio',
  })
  .refine((closure) => daysFromTo(closure.startsOn, closure.endsOn) <= closureMaxDays, {
    path: ['endsOn'],
    message: `Una chiusura dura al più ${closureMaxDays} giorni`,
  });
export type NewSiteClosure = z.input<typeof newSiteClosureSchema>;

export const siteClosureSchema = z.object({
  id: z.number().int(),
  siteCode: z.string(),
  startsOn: isoDateSchema,
  endsOn: isoDateSchema,
  reason: z.string().nullable(),
});
export type SiteClosureDetail = z.infer<typeof siteClosureSchema>;

export const scheduleChangeInputSchema = z.object({
  movedTo: isoDateSchema.nullable().describe('The day the work is done instead; null calls the day off'),
  reason: optionalNote,
});
export type ScheduleChangeInput = z.input<typeof scheduleChangeInputSchema>;

export const scheduleChangeSchema = z.object({
  siteServiceId: z.number().int(),
  ruleDate: isoDateSchema,
  movedTo: isoDateSchema.nullable(),
  reason: z.string().nullable(),
});
export type ScheduleChange = z.infer<typeof scheduleChangeSchema>;

export const occurrenceRecordInputSchema = z.object({
  outcome: z.enum(occurrenceOutcomes),
  note: optionalNote,
});
export type OccurrenceRecordInput = z.input<typeof occurrenceRecordInputSchema>;

export const occurrenceRecordSchema = z.object({
  siteServiceId: z.number().int(),
  ruleDate: isoDateSchema,
  /** The day the occurrence was planned for (its rule's day, or where a closure or staff moved it). */
  date: isoDateSchema,
  outcome: z.enum(occurrenceOutcomes),
  note: z.string().nullable(),
});
export type OccurrenceRecord = z.infer<typeof occurrenceRecordSchema>;
