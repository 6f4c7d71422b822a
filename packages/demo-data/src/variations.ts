import { roomStates, variationRequestRooms, variationRequests, type Database } from '@portale/db';
import { applyRoomVariation, romeCalendarDay } from '@portale/shared';
import { addDays } from './dates.ts';
import type { DemoData, RoomStateRow } from './rows.ts';

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/**
 * Demo variation requests of cliente.demo, one in each state, on the first of the customer's published
 * sites whose rooms are open for good and whose dates hold the periods: a closure of two rooms sent (the
 * first request, id 1), a suspension in charge, a closure accepted, whose rows are in the rooms' history
 * tagged with it, and a price change of a service rejected with its reason. Rooms and periods are apart,
 * so every request keeps to SPEC.md section 5.
 */
export async function insertDemoVariations(tx: Database, data: DemoData, now: Date): Promise<void> {
  const today = romeCalendarDay(now);
  const userId = (username: string) => data.users.find((user) => user.username === username)?.id ?? null;
  const client = userId('cliente.demo');
  const staff = userId('staff.demo');
  const customerCode = data.users.find((user) => user.username === 'cliente.demo')?.customerCode;
  if (!client || !customerCode) return;
  const jobOrders = new Set(
    data.jobOrders.filter((order) => order.customerCode === customerCode).map((order) => order.id),
  );
  const historyOf = new Map<number, RoomStateRow[]>();
  for (const row of data.roomStates) historyOf.set(row.roomId, [...(historyOf.get(row.roomId) ?? []), row]);
  const openForGood = (roomId: number) => {
    const history = historyOf.get(roomId) ?? [];
    return (
      history.length === 1 && history[0]?.state === 'open' && history[0].effectiveFrom < addDays(today, -90)
    );
  };
  const site = data.sites
    .filter(
      (candidate) =>
        jobOrders.has(candidate.jobOrderId) &&
        candidate.published &&
        candidate.feeFormula !== null &&
        candidate.dateFrom < addDays(today, -90) &&
        candidate.dateTo > addDays(today, 120),
    )
    .sort((a, b) => a.code.localeCompare(b.code))
    .find(
      (candidate) =>
        data.rooms.filter((room) => room.siteCode === candidate.code && openForGood(room.id)).length >= 5,
    );
  if (!site) return;
  const rooms = data.rooms
    .filter((room) => room.siteCode === site.code && openForGood(room.id))
    .map((room) => room.id);
  const service = data.siteServices.find((candidate) => candidate.siteCode === site.code);
  const base = { siteCode: site.code, customerCode, requestedByUserId: client };
  const monday = (day: string) => addDays(day, (8 - new Date(`${day}T00:00:00Z`).getUTCDay()) % 7);

  const insert = async (
    request: Omit<typeof variationRequests.$inferInsert, 'siteCode' | 'customerCode'>,
    roomIds: readonly number[],
  ) => {
    const [row] = await tx
      .insert(variationRequests)
      .values({ ...base, ...request })
      .returning({ id: variationRequests.id });
    const id = (row as { id: number }).id;
    if (roomIds.length > 0)
      await tx.insert(variationRequestRooms).values(roomIds.map((roomId) => ({ variationId: id, roomId })));
    return id;
  };

  // 1 sent: two rooms closed for a week, three weeks ahead.
  const sentFrom = monday(addDays(today, 21));
  await insert(
    {
      type: 1,
      roomVariationType: 4,
      dateFrom: sentFrom,
      dateTo: addDays(sentFrom, 6),
      notes: 'Tinteggiatura delle pareti: i locali restano chiusi per una settimana.',
      state: 1,
      createdAt: hoursBefore(now, 26),
      updatedAt: hoursBefore(now, 26),
    },
    rooms.slice(0, 2),
  );
  // 2 to be handled: a room suspended for a month, five weeks ahead.
  const suspendedFrom = monday(addDays(today, 35));
  await insert(
    {
      type: 1,
      roomVariationType: 2,
      dateFrom: suspendedFrom,
      dateTo: addDays(suspendedFrom, 27),
      notes: 'Reparto temporaneamente trasferito.',
      state: 2,
      handledByUserId: staff,
      createdAt: hoursBefore(now, 72),
      updatedAt: hoursBefore(now, 50),
    },
    rooms.slice(2, 3),
  );
  // 3 accepted: a room closed for two weeks, a month and a half ago, its rows in the room's history.
  const closedFrom = monday(addDays(today, -45));
  const closedTo = addDays(closedFrom, 13);
  const acceptedRoom = rooms[3] as number;
  const accepted = await insert(
    {
      type: 1,
      roomVariationType: 4,
      dateFrom: closedFrom,
      dateTo: closedTo,
      notes: 'Lavori all’impianto elettrico.',
      state: 3,
      handledByUserId: staff,
      decisionReason: 'Chiusura confermata: il canone di quei giorni non è dovuto.',
      decidedAt: hoursBefore(now, 24 * 50),
      createdAt: hoursBefore(now, 24 * 52),
      updatedAt: hoursBefore(now, 24 * 50),
    },
    [acceptedRoom],
  );
  const { written } = applyRoomVariation(
    (historyOf.get(acceptedRoom) ?? []).map((row) => ({ ...row, variationId: row.variationId ?? null })),
    { variationId: accepted, roomVariationType: 4, dateFrom: closedFrom, dateTo: closedTo },
  );
  for (const row of written) {
    await tx.insert(roomStates).values(row).onConflictDoNothing();
  }
  // 4 rejected: a service's price change.
  if (service)
    await insert(
      {
        type: 0,
        serviceVariationType: 1,
        siteServiceId: service.id,
        dateFrom: addDays(today, -20),
        dateTo: null,
        newFeeCents: 95_000,
        notes: 'Chiediamo di ridurre il canone del servizio.',
        state: 4,
        handledByUserId: staff,
        decisionReason: 'Il canone è fissato dal contratto fino alla sua scadenza.',
        decidedAt: hoursBefore(now, 24 * 10),
        createdAt: hoursBefore(now, 24 * 20),
        updatedAt: hoursBefore(now, 24 * 10),
      },
      [],
    );
}
