import type { IsoDate } from '../dates/calendar-day.ts';
import { addDays, formatItalianDate } from '../sites/calendar-dates.ts';
import { datePhrase } from '../dates/date-phrase.ts';
import { isOpenOn, type RoomOpenPeriod } from './room-variation.ts';
import { RoomVariationType, ServiceVariationType, VariationType } from './variation-enums.ts';
import type { VariationRequest } from './variations.schemas.ts';

/** A rule of SPEC.md section 5 the request breaks, on the field it concerns (`rooms.2`, `dateTo`). */
export type VariationIssue = { path: string; message: string };

/** What the rules need of a room: its site, whether it exists on the first day, its open periods. */
export type RoomFacts = {
  roomId: number;
  siteCode: string;
  name: string;
  /** Whether the room exists on dateFrom (its history starts on or before it). */
  existsOnFrom: boolean;
  /** The room's open periods ending on or after dateFrom, pending requests included (less the one edited). */
  openPeriods: readonly RoomOpenPeriod[];
};

export type VariationContext = {
  site: { siteCode: string; dateFrom: IsoDate | null; dateTo: IsoDate | null };
  /** Facts of each room asked; a room missing here is unknown or out of reach. */
  rooms: ReadonlyMap<number, RoomFacts>;
  services: readonly { siteServiceId: number; dateFrom: IsoDate | null; dateTo: IsoDate | null }[];
};

const day = (date: IsoDate) => formatItalianDate(date);

/** The first day of [from, to] (to null: for ever) the periods leave the room closed, or null. */
function firstClosedDay(
  periods: readonly RoomOpenPeriod[],
  from: IsoDate,
  to: IsoDate | null,
): IsoDate | null {
  const around = periods.find((period) => period.from <= from && (period.to === null || from <= period.to));
  if (!around) return from;
  if (around.to === null) return null;
  if (to !== null && around.to >= to) return null;
  return addDays(around.to, 1);
}

/**
 * The rules of SPEC.md section 5 that need the site and its rooms: the period within the site's dates
 * (and the service's), the rooms of the site; for an opening each room closed on the first and last days;
 * for a closure, a suspension or a modification open on them and on every day between. Shared by the API
 * (400 with these messages) and the form, which asks the same room calls with excludedVariationId.
 */
export function variationIssues(request: VariationRequest, context: VariationContext): VariationIssue[] {
  const issues: VariationIssue[] = [];
  const { site } = context;
  if (site.dateFrom !== null && request.dateFrom < site.dateFrom)
    issues.push({
      path: 'dateFrom',
      message: `Il periodo deve iniziare ${datePhrase('dal', day(site.dateFrom))} o dopo, quando inizia il servizio nell’ubicazione`,
    });
  if (site.dateTo !== null && (request.dateTo ?? request.dateFrom) > site.dateTo)
    issues.push({
      path: request.dateTo === null ? 'dateFrom' : 'dateTo',
      message: `Il periodo deve finire entro ${datePhrase('il', day(site.dateTo))}, quando finisce il servizio nell’ubicazione`,
    });

  if (request.type === VariationType.service) {
    const service = context.services.find((candidate) => candidate.siteServiceId === request.siteServiceId);
    if (!service) {
      issues.push({ path: 'siteServiceId', message: 'Il servizio scelto non è di questa ubicazione' });
      return issues;
    }
    if (service.dateFrom !== null && request.dateFrom < service.dateFrom)
      issues.push({
        path: 'dateFrom',
        message: `Il servizio inizia ${datePhrase('il', day(service.dateFrom))}: il periodo non può iniziare prima`,
      });
    if (
      service.dateTo !== null &&
      request.serviceVariationType !== ServiceVariationType.end &&
      (request.dateTo ?? request.dateFrom) > service.dateTo
    )
      issues.push({
        path: request.dateTo === null ? 'dateFrom' : 'dateTo',
        message: `Il servizio finisce ${datePhrase('il', day(service.dateTo))}: il periodo non può andare oltre`,
      });
    return issues;
  }

  request.rooms.forEach((asked, index) => {
    const path = `rooms.${String(index)}`;
    const room = context.rooms.get(asked.roomId);
    if (!room || room.siteCode !== site.siteCode) {
      issues.push({ path, message: 'Il locale scelto non è di questa ubicazione' });
      return;
    }
    if (!room.existsOnFrom) {
      issues.push({
        path,
        message: `Il locale ${room.name} non esiste ancora ${datePhrase('il', day(request.dateFrom))}`,
      });
      return;
    }
    const { dateFrom, dateTo } = request;
    if (request.roomVariationType === RoomVariationType.open) {
      const openOn = [dateFrom, ...(dateTo === null ? [] : [dateTo])].find((date) =>
        isOpenOn(room.openPeriods, date),
      );
      if (openOn !== undefined)
        issues.push({
          path,
          message: `Il locale ${room.name} è già aperto ${datePhrase('il', day(openOn))}: si può aprire solo un locale chiuso il primo e l’ultimo giorno`,
        });
      return;
    }
    const closedOn = [dateFrom, ...(dateTo === null ? [] : [dateTo])].find(
      (date) => !isOpenOn(room.openPeriods, date),
    );
    if (closedOn !== undefined) {
      issues.push({
        path,
        message: `Il locale ${room.name} non è aperto ${datePhrase('il', day(closedOn))}: si può chiudere, sospendere o modificare solo un locale aperto il primo e l’ultimo giorno`,
      });
      return;
    }
    const gap = firstClosedDay(room.openPeriods, dateFrom, dateTo);
    if (gap !== null)
      issues.push({
        path,
        message: `Il locale ${room.name} non è aperto in tutti i giorni del periodo: ${datePhrase('il', day(gap))} è chiuso o sospeso`,
      });
  });
  return issues;
}
