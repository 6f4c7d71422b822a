import {
  addDays,
  allows,
  qualityAccess,
  romeCalendarDay,
  romeInstant,
  type NewQualityControlRequest,
  type QualityControlRequest,
  type QualityControlRequestAnswer,
  type QualityControlRequestListQuery,
  type QualityControlRequestListResult,
  type QualityControlRequestReply,
  type QualityControlRequestState,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { siteScopeOf } from '../tenancy/index.ts';
import {
  proposedDaysPhrase,
  romeMomentPhrase,
  type ControlRequestNotifier,
} from './control-request-notifier.ts';
import type { ControlRequestRecord, ControlRequestsRepository } from './control-requests.repository.ts';

const { rules } = qualityAccess;
/** The states a request may still be moved from by either side (its control not started). */
const open: readonly QualityControlRequestState[] = ['requested', 'proposed', 'scheduled'];

/**
 * Joint controls (controlli in contraddittorio), asked for by the customer: one to three days from
 * tomorrow; staff accept one of them at a time, or propose another time, or decline saying why; the
 * customer accepts a proposal or proposes other days, and may withdraw until the control starts. A time
 * is set at least `noticeHours` ahead. Each step is told to the other side.
 */
export function createControlRequestsService(deps: {
  repository: ControlRequestsRepository;
  notifier: ControlRequestNotifier;
  noticeHours: number;
  now: () => Date;
}) {
  const { repository, notifier } = deps;

  function notValid(path: string, message: string): never {
    throw new AppError('QUALITY_REQUEST_NOT_VALID', { fields: [{ path: `body.${path}`, message }] });
  }

  async function findWithin(auth: AuthContext, requestId: number): Promise<ControlRequestRecord> {
    const request = await repository.find(siteScopeOf(auth), requestId);
    if (!request) throw new AppError('QUALITY_REQUEST_NOT_FOUND');
    return request;
  }

  /** Moves the request, or 409 when someone else moved it first or its control started. */
  async function move(
    auth: AuthContext,
    request: ControlRequestRecord,
    from: readonly QualityControlRequestState[],
    change: Parameters<ControlRequestsRepository['move']>[2],
  ): Promise<ControlRequestRecord> {
    if (!from.includes(request.state) || request.controlId !== null)
      throw new AppError('QUALITY_REQUEST_CLOSED');
    if (!(await repository.move(request.id, from, change))) throw new AppError('QUALITY_REQUEST_CLOSED');
    return findWithin(auth, request.id);
  }

  /** Days from tomorrow (Italy's), within the site's dates. */
  function checkDays(days: readonly string[], site: { dateFrom: string; dateTo: string }) {
    const tomorrow = addDays(romeCalendarDay(deps.now()), 1);
    days.forEach((day, index) => {
      if (day < tomorrow) notValid(`proposedDates.${index}`, 'Proponi un giorno da domani in poi.');
      if (day < site.dateFrom || day > site.dateTo)
        notValid(`proposedDates.${index}`, 'Il giorno è fuori dal periodo dell’ubicazione.');
    });
  }

  /** The time staff set, at least noticeHours ahead. */
  function timeOf(answer: { day: string; time: string }): Date {
    const at = romeInstant(answer.day, answer.time);
    if (at.getTime() < deps.now().getTime() + deps.noticeHours * 3_600_000)
      notValid('day', `Fissa il controllo con almeno ${String(deps.noticeHours)} ore di preavviso.`);
    return at;
  }

  return {
    async list(
      auth: AuthContext,
      query: QualityControlRequestListQuery,
    ): Promise<QualityControlRequestListResult> {
      if (!allows(rules.requests, auth)) throw new AppError('FORBIDDEN');
      const { rows, total } = await repository.list(siteScopeOf(auth), query);
      return { data: rows.map(toResponse), total, noticeHours: deps.noticeHours };
    },

    async create(auth: AuthContext, body: NewQualityControlRequest): Promise<QualityControlRequest> {
      const site = await repository.findSite(siteScopeOf(auth), body.siteCode);
      if (!site) throw new AppError('SITE_NOT_FOUND');
      checkDays(body.proposedDates, site);
      const requestId = await repository.insert({
        siteCode: site.siteCode,
        customerCode: site.customerCode,
        proposedDates: [...body.proposedDates],
        note: body.note ?? null,
        requestedByUserId: auth.userId,
        impersonatorUserId: auth.impersonatorUserId ?? null,
      });
      const request = await findWithin(auth, requestId);
      await notifier.toStaff(
        request,
        `il cliente chiede un controllo ${proposedDaysPhrase(request.proposedDates)}.`,
        auth.userId,
      );
      return toResponse(request);
    },

    async answer(
      auth: AuthContext,
      requestId: number,
      body: QualityControlRequestAnswer,
    ): Promise<QualityControlRequest> {
      const request = await findWithin(auth, requestId);
      const answered = { answer: body.answer ?? null, answeredByUserId: auth.userId, answeredAt: deps.now() };
      let moved: ControlRequestRecord;
      let sentence: string;
      if (body.action === 'decline') {
        moved = await move(auth, request, open, {
          ...answered,
          state: 'cancelled',
          cancelledByUserId: auth.userId,
          cancelledAt: deps.now(),
        });
        sentence = `il fornitore non può accoglierla. Motivo: ${body.answer}`;
      } else {
        const scheduledAt = timeOf(body);
        if (body.action === 'accept' && !request.proposedDates.includes(body.day))
          notValid('day', 'Il giorno non è tra quelli proposti dal cliente: proponilo come nuova data.');
        const state = body.action === 'accept' ? 'scheduled' : 'proposed';
        moved = await move(auth, request, body.action === 'accept' ? ['requested'] : open, {
          ...answered,
          state,
          scheduledAt,
        });
        sentence =
          state === 'scheduled'
            ? `il controllo è fissato ${romeMomentPhrase(scheduledAt)}.`
            : `il fornitore propone ${romeMomentPhrase(scheduledAt)}: accetta o proponi altri giorni.`;
      }
      await notifier.toCustomer(moved, sentence, auth.userId);
      return toResponse(moved);
    },

    async reply(
      auth: AuthContext,
      requestId: number,
      body: QualityControlRequestReply,
    ): Promise<QualityControlRequest> {
      const request = await findWithin(auth, requestId);
      let moved: ControlRequestRecord;
      let sentence: string;
      if (body.action === 'accept') {
        if (request.state === 'proposed' && request.scheduledAt! <= deps.now())
          notValid('action', 'L’orario proposto è passato: proponi altri giorni.');
        moved = await move(auth, request, ['proposed'], { state: 'scheduled' });
        sentence = `il cliente accetta ${romeMomentPhrase(moved.scheduledAt!)}.`;
      } else {
        const site = await repository.findSite(siteScopeOf(auth), request.siteCode);
        checkDays(body.proposedDates, site!);
        moved = await move(auth, request, ['proposed'], {
          state: 'requested',
          proposedDates: [...body.proposedDates],
          note: body.note ?? null,
          scheduledAt: null,
        });
        sentence = `il cliente propone ${proposedDaysPhrase(moved.proposedDates)}.`;
      }
      await notifier.toStaff(moved, sentence, auth.userId);
      return toResponse(moved);
    },

    /**
     * A joint control that did not conform gets its re-check: a request the portal makes itself, for a
     * week after the control (or after today, for a control recorded late), which staff then fix.
     */
    async planRecheck(
      control: { id: number; siteCode: string; customerCode: string; controlDate: string },
      actorUserId: string,
    ): Promise<void> {
      const from = [control.controlDate, romeCalendarDay(deps.now())].sort().at(-1)!;
      const requestId = await repository.insert({
        siteCode: control.siteCode,
        customerCode: control.customerCode,
        proposedDates: [addDays(from, 7)],
        note: `Ricontrollo dopo il controllo in contraddittorio n. ${String(control.id)}, non conforme.`,
        recheckOfControlId: control.id,
      });
      const request = (await repository.find({ kind: 'staff' }, requestId))!;
      await notifier.toStaff(request, 'ricontrollo da fissare dopo un esito non conforme.', actorUserId);
      await notifier.toCustomer(
        request,
        `il ricontrollo è proposto ${proposedDaysPhrase(request.proposedDates)}; il fornitore fisserà l’orario.`,
        actorUserId,
      );
    },

    async cancel(auth: AuthContext, requestId: number): Promise<QualityControlRequest> {
      const request = await findWithin(auth, requestId);
      const moved = await move(auth, request, open, {
        state: 'cancelled',
        cancelledByUserId: auth.userId,
        cancelledAt: deps.now(),
      });
      await notifier.toStaff(moved, 'il cliente ritira la richiesta.', auth.userId);
      return toResponse(moved);
    },
  };
}

function toResponse(record: ControlRequestRecord): QualityControlRequest {
  const act = (name: string | null, at: Date | null) =>
    at === null ? null : { name: name ?? 'Utente rimosso', at: at.toISOString() };
  return {
    id: record.id,
    siteCode: record.siteCode,
    siteName: record.siteName,
    customerCode: record.customerCode,
    customerName: record.customerName,
    state: record.state,
    proposedDates: record.proposedDates,
    note: record.note,
    requested: { name: record.requestedByName, at: record.requestedAt.toISOString() },
    scheduledAt: record.scheduledAt?.toISOString() ?? null,
    answer: record.answer,
    answered: act(record.answeredByName, record.answeredAt),
    cancelled: act(record.cancelledByName, record.cancelledAt),
    control:
      record.controlId === null
        ? null
        : {
            id: record.controlId,
            state: record.controlState!,
            compliant: record.controlCompliant,
            customerConfirmedAt: record.customerConfirmedAt?.toISOString() ?? null,
          },
    recheckOfControlId: record.recheckOfControlId,
  };
}

export type ControlRequestsService = ReturnType<typeof createControlRequestsService>;
