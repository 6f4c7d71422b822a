import { randomInt } from 'node:crypto';
import {
  allows,
  drawControlSample,
  qualityAccess,
  sampleGenerator,
  scoreControl,
  type QualityControlDetail,
  type QualityControlListQuery,
  type QualityControlListResult,
  type QualityVote,
  type NewQualityControl,
  type QualityVotes,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { siteScopeOf } from '../tenancy/index.ts';
import type { ControlNotifier } from './control-notifier.ts';
import type { QualityControlRecord, QualityControlsRepository } from './quality-controls.repository.ts';
import type { QualityPhotoRecord, QualityPhotosRepository } from './quality-photos.repository.ts';
import { toQualityPhoto } from './quality-photos.service.ts';

const { rules } = qualityAccess;

/**
 * Quality controls, read by either side: customers with sub-role quality controls within the sites they
 * see, staff with permission survey everywhere. A control's page carries its working, computed here by
 * the shared rule (scoreControl) from its votes and its rule version, so what the page shows is what
 * anyone recomputes by hand. A completed control is told to the customer's users who follow the site.
 */
export function createQualityControlsService(
  repository: QualityControlsRepository,
  photos: Pick<QualityPhotosRepository, 'findAll'>,
  notifier: ControlNotifier,
  /** Plans the re-check of a joint control that did not conform (control-requests.service.ts). */
  planRecheck: (control: QualityControlRecord, actorUserId: string) => Promise<void>,
) {
  function assertReader(auth: AuthContext) {
    if (!allows(rules.controls, auth)) throw new AppError('FORBIDDEN');
  }

  /** A refusal of SPEC.md section 8's kind: the reason, in Italian, under the field it is about. */
  function notValid(path: string, message: string): never {
    throw new AppError('QUALITY_CONTROL_NOT_VALID', { fields: [{ path: `body.${path}`, message }] });
  }

  return {
    async list(auth: AuthContext, query: QualityControlListQuery): Promise<QualityControlListResult> {
      assertReader(auth);
      return repository.list(siteScopeOf(auth), query);
    },

    async detail(auth: AuthContext, controlId: number): Promise<QualityControlDetail> {
      assertReader(auth);
      return detailOf(await findWithin(auth, controlId));
    },

    async start(auth: AuthContext, request: NewQualityControl): Promise<QualityControlDetail> {
      const site = await repository.findSite(request.siteCode ?? '');
      if (!site) throw new AppError('SITE_NOT_FOUND');
      const day = request.controlDate;
      if (day < site.dateFrom || day > site.dateTo)
        notValid('controlDate', 'Il giorno del controllo è fuori dal periodo dell’ubicazione.');
      const ruleId = await repository.findRuleInForce(site.jobOrderId, day);
      if (ruleId === null)
        notValid('controlDate', 'Per la commessa non c’è una regola di qualità in vigore in quel giorno.');
      const lot = await repository.findOpenRooms(site.siteCode, day);
      if (lot.length === 0) notValid('siteCode', 'L’ubicazione non ha vani aperti in quel giorno.');
      const sample = drawControlSample(lot, request.seed ?? randomInt(0, 0x8000_0000));
      const joint = request.requestId !== undefined;
      const controlId = await repository.insert(
        {
          siteCode: site.siteCode,
          customerCode: site.customerCode,
          ruleId: ruleId!,
          kind: joint ? 'joint' : (request.kind ?? 'routine'),
          controlDate: day,
          seed: sample.seed,
          lotSize: sample.lotSize,
          sampleSize: sample.sampleSize,
          createdByUserId: auth.userId,
          impersonatorUserId: auth.impersonatorUserId ?? null,
        },
        sample.rooms.map((room) => ({ roomId: room.id, areaCategoryId: room.areaCategoryId })),
        request.requestId,
      );
      // The request was not this site's, not scheduled, or its control was started meanwhile.
      if (controlId === null) throw new AppError('QUALITY_REQUEST_CLOSED');
      return detailOf(await findWithin(auth, controlId));
    },

    async recordVotes(
      auth: AuthContext,
      controlId: number,
      request: QualityVotes,
    ): Promise<QualityControlDetail> {
      const control = await findInProgress(auth, controlId);
      const [rule, drawnRooms] = await Promise.all([
        repository.findRule(control.ruleId),
        repository.findRooms(control.id, control.controlDate),
      ]);
      const drawnIds = new Set(drawnRooms.map((room) => room.roomId));
      const elements = new Set(rule.weights.map((weight) => weight.elementCode));
      request.votes.forEach((entry, index) => {
        if (!drawnIds.has(entry.roomId))
          notValid(`votes.${index}.roomId`, 'Il vano non è tra quelli estratti per il controllo.');
        if (!elements.has(entry.elementCode))
          notValid(`votes.${index}.elementCode`, 'L’elemento non è nella regola del controllo.');
      });
      await repository.recordVotes(
        control.id,
        auth.userId,
        request.votes.map((entry) => ({ ...entry, note: entry.note ?? null })),
      );
      // The rule and the rooms are read already: only the votes changed.
      const [items, roomPhotos] = await Promise.all([
        repository.findItems(control.id),
        photos.findAll(control.id),
      ]);
      return detailFrom(control, { rule, drawnRooms, items, photos: roomPhotos });
    },

    async complete(auth: AuthContext, controlId: number): Promise<QualityControlDetail> {
      const control = await findInProgress(auth, controlId);
      const detail = await detailOf(control);
      const unvoted = detail.rooms.filter((room) => room.items.length === 0);
      if (unvoted.length > 0)
        notValid(
          'votes',
          `Manca il voto di ${unvoted.length === 1 ? 'un vano' : `${unvoted.length} vani`}: ` +
            unvoted.map((room) => room.identifier).join(', '),
        );
      const score = {
        scoreThousandths: detail.total!.scoreThousandths,
        compliant: detail.categories.every((category) => category.conforms),
      };
      const completedAt = await repository.complete(control.id, score, auth.userId);
      if (!completedAt) throw new AppError('QUALITY_CONTROL_COMPLETED');
      await notifier.completed({ ...control, compliant: score.compliant }, auth.userId);
      if (control.kind === 'joint' && !score.compliant) await planRecheck(control, auth.userId);
      // A joint control's page now carries the provider's signature and its re-check: read it again.
      if (control.kind === 'joint') return detailOf(await findWithin(auth, control.id));
      // Its votes and working are those just read: only its state and score are new.
      return { ...detail, ...score, state: 'completed', completedAt: completedAt.toISOString() };
    },

    /** The customer confirms a completed joint control's result: who and when are kept. */
    async confirm(auth: AuthContext, controlId: number): Promise<QualityControlDetail> {
      const control = await findWithin(auth, controlId);
      if (!(await repository.confirm(control.id, auth.userId)))
        throw new AppError('QUALITY_CONTROL_NOT_CONFIRMABLE');
      return detailOf(await findWithin(auth, control.id));
    },
  };

  async function findWithin(auth: AuthContext, controlId: number): Promise<QualityControlRecord> {
    const control = await repository.find(siteScopeOf(auth), controlId);
    if (!control) throw new AppError('QUALITY_CONTROL_NOT_FOUND');
    return control;
  }

  async function findInProgress(auth: AuthContext, controlId: number): Promise<QualityControlRecord> {
    const control = await findWithin(auth, controlId);
    if (control.state !== 'in_progress') throw new AppError('QUALITY_CONTROL_COMPLETED');
    return control;
  }

  /** The control's page: its sample, rule, votes and working, by the shared rule. */
  async function detailOf(control: QualityControlRecord): Promise<QualityControlDetail> {
    const [rule, drawnRooms, items, roomPhotos] = await Promise.all([
      repository.findRule(control.ruleId),
      repository.findRooms(control.id, control.controlDate),
      repository.findItems(control.id),
      photos.findAll(control.id),
    ]);
    return detailFrom(control, { rule, drawnRooms, items, photos: roomPhotos });
  }

  function detailFrom(
    control: QualityControlRecord,
    { rule, drawnRooms, items, photos: roomPhotos }: ControlParts,
  ): QualityControlDetail {
    const categoryOf = new Map(drawnRooms.map((room) => [room.roomId, room.areaCategoryId]));
    const score = scoreControl(
      items.map((item) => ({
        roomId: item.roomId,
        areaCategoryId: categoryOf.get(item.roomId)!,
        element: item.elementCode,
        vote: item.vote as QualityVote,
      })),
      {
        weights: Object.fromEntries(rule.weights.map((weight) => [weight.elementCode, weight.weight])),
        lqaThousandths: Object.fromEntries(
          rule.levels.map((level) => [level.areaCategoryId, level.lqaThousandths]),
        ),
      },
    );
    const roomWorking = new Map(
      score.rooms.map(({ roomId, areaCategoryId: _, ...working }) => [roomId, working]),
    );
    const categoryName = new Map(rule.levels.map((level) => [level.areaCategoryId, level.areaCategoryName]));
    return {
      id: control.id,
      siteCode: control.siteCode,
      siteName: control.siteName,
      customerCode: control.customerCode,
      customerName: control.customerName,
      kind: control.kind,
      state: control.state,
      controlDate: control.controlDate,
      sampleSize: control.sampleSize,
      scoreThousandths: control.scoreThousandths,
      compliant: control.compliant,
      notes: control.notes,
      completedAt: control.completedAt?.toISOString() ?? null,
      sample: {
        seed: control.seed,
        lotSize: control.lotSize,
        sampleSize: control.sampleSize,
        generator: sampleGenerator,
      },
      rule: { validFrom: control.ruleValidFrom, jobOrderId: control.ruleJobOrderId, ...rule },
      rooms: drawnRooms.map((room) => ({
        ...room,
        items: items
          .filter((entry) => entry.roomId === room.roomId)
          .map(({ roomId: _room, ...entry }) => entry),
        working: roomWorking.get(room.roomId) ?? null,
        photos: roomPhotos.filter((photo) => photo.roomId === room.roomId).map(toQualityPhoto),
      })),
      categories: score.categories.map((working) => ({
        ...working,
        areaCategoryName: categoryName.get(working.areaCategoryId) ?? '',
      })),
      total: items.length === 0 ? null : score.total,
      joint: control.kind === 'joint' ? jointOf(control) : null,
    };
  }
}

/** Who confirmed a joint control on each side, and when; the request it answers and its re-check. */
function jointOf(control: QualityControlRecord): NonNullable<QualityControlDetail['joint']> {
  const signed = (name: string | null, at: Date | null) =>
    at === null ? null : { name: name ?? 'Utente rimosso', at: at.toISOString() };
  return {
    requestId: control.requestId,
    provider: signed(control.completedByName, control.completedAt),
    customer: signed(control.customerConfirmedByName, control.customerConfirmedAt),
    recheckRequestId: control.recheckRequestId,
  };
}

/** What a control's page is made of, besides the control itself. */
type ControlParts = {
  rule: Awaited<ReturnType<QualityControlsRepository['findRule']>>;
  drawnRooms: Awaited<ReturnType<QualityControlsRepository['findRooms']>>;
  items: Awaited<ReturnType<QualityControlsRepository['findItems']>>;
  photos: QualityPhotoRecord[];
};

export type QualityControlsService = ReturnType<typeof createQualityControlsService>;
