import {
  allows,
  applyRoomVariation,
  pendingVariationStates,
  RoomVariationType,
  VariationState,
  VariationType,
  variationIssues,
  variationsAccess,
  type RoomFacts,
  type StaffVariationListQuery,
  type VariationActions,
  type VariationDetail,
  type VariationListQuery,
  type VariationListResult,
  type VariationRequest,
  type VariationSiteOption,
  type VariationSummary,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import {
  openPeriodsFrom,
  openPeriodsOf,
  snapshotOn,
  type RoomHistories,
  type RoomHistoryRecord,
} from '../real-estate/index.ts';
import { siteScopeOf, type Tenancy } from '../tenancy/index.ts';
import type { VariationNotifier } from './variation-notifier.ts';
import type {
  StoredVariation,
  VariationRecord,
  VariationsRepository,
  WrittenRoomState,
} from './variations.repository.ts';

const { rules } = variationsAccess;
const ruleOfKind = (type: number) => (type === VariationType.rooms ? rules.rooms : rules.services);

/** Euro to cents, m² to hundredths. */
const hundredths = (value: number | null) => (value === null ? null : Math.round(value * 100));

/**
 * Variation requests: the customer asks (rooms with sub-role real estate registry, services with
 * planning), edits and withdraws while sent; staff with economics take in charge, accept or reject, and
 * the requester is told. Every customer call is within the sites the caller sees (tenancy); SPEC.md
 * section 5's rules are variationIssues of @portale/shared, asked of the rooms' histories with the pending
 * requests applied (the edited one left out), as the room calls answer.
 */
export function createVariationsService(deps: {
  repository: VariationsRepository;
  tenancy: Tenancy;
  roomHistories: RoomHistories;
  notifier: VariationNotifier;
}) {
  const { repository } = deps;

  const assertReader = (auth: AuthContext) => {
    if (!allows(rules.detail, auth)) throw new AppError('FORBIDDEN');
  };

  async function findWithin(auth: AuthContext, variationId: number): Promise<VariationRecord> {
    assertReader(auth);
    const found = await repository.find(siteScopeOf(auth), variationId);
    if (!found) throw new AppError('VARIATION_NOT_FOUND');
    return found;
  }

  function actionsOf(auth: AuthContext, variation: VariationRecord): VariationActions {
    const customer = auth.kind === 'customer' && allows(ruleOfKind(variation.type), auth);
    const staff = auth.kind === 'staff' && allows(rules.handle, auth);
    const pending = (pendingVariationStates as readonly number[]).includes(variation.state);
    return {
      edit: customer && variation.state === VariationState.sent,
      withdraw: customer && variation.state === VariationState.sent,
      takeInCharge: staff && variation.state === VariationState.sent,
      accept: staff && pending,
      reject: staff && pending,
    };
  }

  const detailOf = (auth: AuthContext, variation: VariationRecord): VariationDetail => ({
    id: variation.id,
    siteCode: variation.siteCode,
    siteName: variation.siteName,
    customerCode: variation.customerCode,
    customerName: variation.customerName,
    type: variation.type,
    roomVariationType: variation.roomVariationType,
    serviceVariationType: variation.serviceVariationType,
    serviceName: variation.serviceName,
    roomCount: variation.roomCount,
    dateFrom: variation.dateFrom,
    dateTo: variation.dateTo,
    state: variation.state,
    createdAt: variation.createdAt,
    decidedAt: variation.decidedAt,
    requestedByName: variation.requestedByName,
    rooms: variation.rooms.map((room) => ({
      roomId: room.roomId,
      identifier: room.identifier,
      roomName: room.roomName,
      newArea: room.newAreaCentiSqm === null ? null : room.newAreaCentiSqm / 100,
      newAreaCategoryId: room.newAreaCategoryId,
      newAreaCategoryName: room.newAreaCategoryName,
      newFrequencyCode: room.newFrequencyCode,
      newFrequencyName: room.newFrequencyName,
    })),
    siteServiceId: variation.siteServiceId,
    newFee: variation.newFeeCents === null ? null : variation.newFeeCents / 100,
    notes: variation.notes,
    decisionReason: variation.decisionReason,
    handledByName: variation.handledByName,
    actions: actionsOf(auth, variation),
  });

  /** The facts of the rooms on the request's first day, from their histories. */
  function factsOf(
    request: Pick<VariationRequest, 'dateFrom' | 'rooms'>,
    roomSites: readonly { roomId: number; siteCode: string; identifier: string }[],
    histories: ReadonlyMap<number, RoomHistoryRecord[]>,
  ): Map<number, RoomFacts> {
    const facts = new Map<number, RoomFacts>();
    for (const room of roomSites) {
      const history = histories.get(room.roomId) ?? [];
      const snapshot = snapshotOn(history, request.dateFrom)?.current;
      facts.set(room.roomId, {
        roomId: room.roomId,
        siteCode: room.siteCode,
        name: snapshot?.roomName ?? history[0]?.roomName ?? room.identifier,
        existsOnFrom: snapshot !== undefined,
        openPeriods: openPeriodsFrom(openPeriodsOf(history), request.dateFrom),
      });
    }
    return facts;
  }

  /**
   * The request checked against SPEC.md section 5 (400 Variation request not valid, the reasons in
   * Italian in fields), and its stored form. `pending`: whether the other pending requests count (a new
   * or edited request), or only the rooms' recorded history (an acceptance).
   */
  async function checked(
    auth: AuthContext,
    request: VariationRequest,
    options: { excludedVariationId: number | null; pending: boolean },
  ): Promise<StoredVariation & { histories: Map<number, RoomHistoryRecord[]> }> {
    const rule = auth.kind === 'staff' ? rules.handle : ruleOfKind(request.type);
    const visible = await deps.tenancy.findVisibleSite(auth, request.siteCode, rule);
    const site = await repository.findSite({ kind: 'staff' }, visible.siteCode);
    if (!site) throw new AppError('SITE_NOT_FOUND');
    const rooms = request.type === VariationType.rooms ? request.rooms : [];
    const roomIds = rooms.map((room) => room.roomId);
    const [roomSites, histories, services] = await Promise.all([
      repository.findRoomSites(roomIds),
      deps.roomHistories.of(roomIds, options.excludedVariationId, { pending: options.pending }),
      request.type === VariationType.service ? repository.findServices(site.siteCode) : Promise.resolve([]),
    ]);
    const issues = variationIssues(request, {
      site: { siteCode: site.siteCode, dateFrom: site.dateFrom, dateTo: site.dateTo },
      rooms: factsOf(request, roomSites, histories),
      services,
    });
    if (issues.length > 0)
      throw new AppError('VARIATION_NOT_VALID', {
        fields: issues.map((issue) => ({ path: `body.${issue.path}`, message: issue.message })),
      });
    const service = request.type === VariationType.service;
    return {
      siteCode: site.siteCode,
      customerCode: site.customerCode,
      type: request.type,
      roomVariationType: service ? null : request.roomVariationType,
      serviceVariationType: service ? request.serviceVariationType : null,
      siteServiceId: service ? request.siteServiceId : null,
      dateFrom: request.dateFrom,
      dateTo: service && request.serviceVariationType === 3 ? null : request.dateTo,
      newFeeCents: service && request.serviceVariationType === 1 ? hundredths(request.newFee) : null,
      notes: request.notes.trim() === '' ? null : request.notes.trim(),
      rooms: rooms.map((room) => ({
        roomId: room.roomId,
        newAreaCentiSqm:
          request.roomVariationType === RoomVariationType.modify ? hundredths(room.newArea) : null,
        newAreaCategoryId:
          request.roomVariationType === RoomVariationType.modify ? room.newAreaCategoryId : null,
        newFrequencyCode:
          request.roomVariationType === RoomVariationType.modify ? room.newFrequencyCode : null,
      })),
      histories,
    };
  }

  /** What a request as stored would be, to check it again at acceptance. */
  const asRequest = (variation: VariationRecord): VariationRequest => ({
    siteCode: variation.siteCode,
    type: variation.type,
    roomVariationType: variation.roomVariationType,
    serviceVariationType: variation.serviceVariationType,
    rooms: variation.rooms.map((room) => ({
      roomId: room.roomId,
      newArea: room.newAreaCentiSqm === null ? null : room.newAreaCentiSqm / 100,
      newAreaCategoryId: room.newAreaCategoryId,
      newFrequencyCode: room.newFrequencyCode,
    })),
    siteServiceId: variation.siteServiceId,
    dateFrom: variation.dateFrom,
    dateTo: variation.dateTo,
    newFee: variation.newFeeCents === null ? null : variation.newFeeCents / 100,
    notes: variation.notes ?? '',
  });

  async function decide(
    auth: AuthContext,
    variationId: number,
    change: { from: readonly VariationState[]; to: VariationState; reason?: string | null; decided: boolean },
    write?: Parameters<VariationsRepository['transition']>[2],
  ): Promise<VariationDetail> {
    const moved = await repository.transition(
      variationId,
      { ...change, handledByUserId: auth.userId },
      write,
    );
    if (!moved) throw new AppError('VARIATION_TRANSITION_NOT_ALLOWED');
    const variation = await findWithin(auth, variationId);
    await deps.notifier.decided(variation, auth.userId);
    return detailOf(auth, variation);
  }

  return {
    async listMine(auth: AuthContext, query: VariationListQuery): Promise<VariationListResult> {
      return repository.list(siteScopeOf(auth), query);
    },

    async queue(auth: AuthContext, query: StaffVariationListQuery): Promise<VariationListResult> {
      return repository.list({ kind: 'staff' }, query);
    },

    async siteOptions(auth: AuthContext): Promise<VariationSiteOption[]> {
      const options = new Map<string, VariationSiteOption>();
      for (const row of await repository.findSiteOptions(siteScopeOf(auth))) {
        const option = options.get(row.siteCode) ?? {
          siteCode: row.siteCode,
          siteName: row.siteName,
          dateFrom: row.dateFrom,
          dateTo: row.dateTo,
          services: [],
        };
        if (row.siteServiceId !== null && row.serviceName !== null)
          option.services.push({
            siteServiceId: row.siteServiceId,
            name: row.serviceName,
            dateFrom: row.serviceFrom,
            dateTo: row.serviceTo,
          });
        options.set(row.siteCode, option);
      }
      return [...options.values()];
    },

    async detail(auth: AuthContext, variationId: number): Promise<VariationDetail> {
      return detailOf(auth, await findWithin(auth, variationId));
    },

    async create(auth: AuthContext, request: VariationRequest): Promise<VariationDetail> {
      if (!allows(ruleOfKind(request.type), auth)) throw new AppError('FORBIDDEN');
      const stored = await checked(auth, request, { excludedVariationId: null, pending: true });
      const id = await repository.insert(stored, {
        requestedByUserId: auth.userId,
        impersonatorUserId: auth.impersonatorUserId ?? null,
      });
      return detailOf(auth, await findWithin(auth, id));
    },

    async update(
      auth: AuthContext,
      variationId: number,
      request: VariationRequest,
    ): Promise<VariationDetail> {
      const current = await findWithin(auth, variationId);
      if (!allows(ruleOfKind(current.type), auth) || !allows(ruleOfKind(request.type), auth))
        throw new AppError('FORBIDDEN');
      if (current.state !== VariationState.sent) throw new AppError('VARIATION_TRANSITION_NOT_ALLOWED');
      const stored = await checked(auth, request, { excludedVariationId: variationId, pending: true });
      if (!(await repository.update(variationId, stored)))
        throw new AppError('VARIATION_TRANSITION_NOT_ALLOWED');
      return detailOf(auth, await findWithin(auth, variationId));
    },

    async withdraw(auth: AuthContext, variationId: number): Promise<void> {
      const current = await findWithin(auth, variationId);
      if (!allows(ruleOfKind(current.type), auth)) throw new AppError('FORBIDDEN');
      if (!(await repository.deleteSent(variationId))) throw new AppError('VARIATION_TRANSITION_NOT_ALLOWED');
    },

    async takeInCharge(auth: AuthContext, variationId: number): Promise<VariationDetail> {
      await findWithin(auth, variationId);
      return decide(auth, variationId, {
        from: [VariationState.sent],
        to: VariationState.toBeHandled,
        decided: false,
      });
    },

    /**
     * Accepts a pending request. A room variation is checked again against the rooms' recorded history
     * (what the other pending requests would change is not a fact yet) and writes its rows, tagged with
     * its id, in the transaction that accepts it; a service variation counts from then on in the fee.
     */
    async accept(auth: AuthContext, variationId: number, reason: string): Promise<VariationDetail> {
      const variation = await findWithin(auth, variationId);
      if (!(pendingVariationStates as readonly number[]).includes(variation.state))
        throw new AppError('VARIATION_TRANSITION_NOT_ALLOWED');
      let rows: WrittenRoomState[] = [];
      if (variation.type === VariationType.rooms && variation.roomVariationType !== null) {
        const stored = await checked(auth, asRequest(variation), {
          excludedVariationId: variationId,
          pending: false,
        });
        const period = {
          variationId,
          roomVariationType: variation.roomVariationType,
          dateFrom: variation.dateFrom,
          dateTo: variation.dateTo,
        };
        rows = stored.rooms.flatMap((room) =>
          applyRoomVariation(stored.histories.get(room.roomId) ?? [], period, (snapshot) => ({
            ...snapshot,
            areaCentiSqm: room.newAreaCentiSqm ?? snapshot.areaCentiSqm,
            areaCategoryId: room.newAreaCategoryId ?? snapshot.areaCategoryId,
            frequency: room.newFrequencyCode ?? snapshot.frequency,
          })).written.map((snapshot) => ({
            roomId: room.roomId,
            effectiveFrom: snapshot.effectiveFrom,
            state: snapshot.state,
            name: snapshot.roomName,
            areaCentiSqm: snapshot.areaCentiSqm,
            areaCategoryId: snapshot.areaCategoryId,
            frequencyCode: snapshot.frequency,
            variationId,
          })),
        );
      }
      return decide(
        auth,
        variationId,
        {
          from: pendingVariationStates,
          to: VariationState.accepted,
          reason: reason.trim() || null,
          decided: true,
        },
        (tx) => repository.writeRoomStates(tx, rows),
      );
    },

    async reject(auth: AuthContext, variationId: number, reason: string): Promise<VariationDetail> {
      await findWithin(auth, variationId);
      return decide(auth, variationId, {
        from: pendingVariationStates,
        to: VariationState.rejected,
        reason: reason.trim(),
        decided: true,
      });
    },

    /** The dashboard card: a customer's open requests and last decided; staff's queue. */
    async summary(auth: AuthContext): Promise<VariationSummary> {
      assertReader(auth);
      const scope = siteScopeOf(auth);
      const staff = auth.kind === 'staff';
      const [open, counts, lastDecided] = await Promise.all([
        repository.list(scope, {
          open: true,
          page: 1,
          pageSize: 5,
          sortBy: 'createdAt',
          sortDirection: staff ? 'asc' : 'desc',
        }),
        repository.countByState(scope),
        staff ? Promise.resolve(null) : repository.findLastDecided(scope),
      ]);
      return {
        open: open.data,
        openTotal: open.total,
        lastDecided,
        sent: counts.get(VariationState.sent) ?? 0,
        toBeHandled: counts.get(VariationState.toBeHandled) ?? 0,
      };
    },
  };
}

export type VariationsService = ReturnType<typeof createVariationsService>;
