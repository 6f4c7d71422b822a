import ical, { ICalEvent, ICalEventTransparency } from 'ical-generator';
import {
  addDays,
  datePhrase,
  serviceTypeLabels,
  type IsoDate,
  type OccurrenceState,
  type PlanOccurrence,
} from '@portale/shared';

/** The calendar's name in the user's calendar app. */
export const calendarFeedName = 'Piano delle attività – Portale Clienti';

/** How often calendar apps are asked to read the feed again: hourly, as its last read is recorded. */
const refreshSeconds = 3600;

const stateWords: Record<OccurrenceState, string> = {
  planned: 'Pianificato',
  done: 'Svolto',
  missed: 'Non svolto',
  unrecorded: 'Non registrato',
};

const italianDay = (day: IsoDate) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * A day as ical-generator writes a date-only value: with no time zone given to the calendar it reads
 * the day in UTC, so midnight UTC is that day whatever the server's zone (a zone given to the calendar
 * would make it read the server's local day, and write DTSTAMP without its Z).
 */
const dayValue = (day: IsoDate) => new Date(`${day}T00:00:00Z`);

/** What an occurrence's event says: its state, why it is not on its schedule's day, the service's type. */
export function occurrenceDescription(occurrence: PlanOccurrence): string {
  const planned = datePhrase('il', italianDay(occurrence.ruleDate));
  const lines = [`Stato: ${stateWords[occurrence.state]}`];
  if (occurrence.shift === 'closedDay')
    lines.push(`Previsto ${planned}, spostato perché l’ubicazione è chiusa quel giorno.`);
  if (occurrence.shift === 'moved') lines.push(`Previsto ${planned}, spostato dal fornitore.`);
  lines.push(
    `Tipo di servizio: ${serviceTypeLabels[occurrence.serviceType]}`,
    `Ubicazione: ${occurrence.siteName} (${occurrence.siteCode})`,
  );
  return lines.join('\n');
}

/**
 * The plan as an iCalendar file (RFC 5545) written by ical-generator: one all-day event a visit
 * (DTSTART;VALUE=DATE, DTEND the next day), whose UID is the occurrence's identity, the service and the
 * day its schedule gives, so that a visit moved to another day stays the same event in the user's app.
 * Transparent: the work is the provider's, it does not make the user busy.
 *
 * The calendar's own lines and each event are the library's; the events are folded by `foldLines`
 * below rather than by the calendar's toString, whose folding encodes each character with a TextEncoder
 * of its own: 250 to 600 ms for the 940 events of cliente.demo's feed, against 5 to 40 here, the same
 * bytes (calendar-feed-ics.test.ts). It also puts the calendar's properties before its events, as the
 * RFC's grammar has them (the library writes its X- properties after them).
 */
export function writePlanCalendar(
  occurrences: readonly PlanOccurrence[],
  options: { host: string; providerName: string; generatedAt: Date },
): string {
  const calendar = ical({
    name: calendarFeedName,
    description: 'Le attività programmate nelle tue ubicazioni, dalla settimana scorsa alle prossime otto.',
    prodId: { company: options.providerName, product: 'Portale Clienti', language: 'IT' },
    ttl: refreshSeconds,
    // The events are dates, with no time to place in a zone; the name tells apps where the plan is.
    x: { 'X-WR-TIMEZONE': 'Europe/Rome' },
  });
  const events = occurrences.map((occurrence) =>
    new ICalEvent(
      {
        id: `${occurrence.siteServiceId}-${occurrence.ruleDate}@${options.host}`,
        allDay: true,
        start: dayValue(occurrence.date),
        end: dayValue(addDays(occurrence.date, 1)),
        stamp: options.generatedAt,
        summary: `${occurrence.serviceName} · ${occurrence.siteName}`,
        description: occurrenceDescription(occurrence),
        transparency: ICalEventTransparency.TRANSPARENT,
      },
      calendar,
    ).toString(),
  );
  const end = 'END:VCALENDAR';
  const shell = calendar.toString();
  return `${shell.slice(0, shell.lastIndexOf(end))}${foldLines(events.join(''))}${end}`;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
/** A UTF-16 unit's UTF-8 octets; a lone surrogate is written as U+FFFD, 3 octets, as TextEncoder does. */
const octetsOf = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : 3);

/**
 * RFC 5545's folding, as ical-generator's `foldLines` does it: a line longer than 74 octets of UTF-8
 * goes on after CRLF and a space, never inside a character, a high surrogate kept with what follows it.
 */
export function foldLines(text: string): string {
  return text.split('\r\n').map(foldLine).join('\r\n');
}

function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= 74) return line;
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  for (let index = 0; index < line.length;) {
    const code = line.charCodeAt(index);
    let size = octetsOf(code);
    let width = 1;
    if (isHighSurrogate(code) && index + 1 < line.length) {
      const next = line.charCodeAt(index + 1);
      size = isLowSurrogate(next) ? 4 : size + octetsOf(next);
      width = 2;
    }
    octets += size;
    if (octets > 74) {
      parts.push(line.slice(start, index));
      start = index;
      octets = size;
    }
    index += width;
  }
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}
