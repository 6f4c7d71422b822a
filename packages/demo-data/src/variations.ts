import { applyRoomVariation } from '@portale/shared';
import { addDays, type IsoDate } from './dates.ts';
import type { QualityReportsData } from './quality-reports.ts';
import type {
  DemoData,
  QualityData,
  RoomStateRow,
  VariationRequestRoomRow,
  VariationRequestRow,
  VariationsData,
} from './rows.ts';

/**
 * Demo variation requests of cliente.demo, one in each state, on the first of the customer's published
 * sites whose rooms are open for good and whose dates hold the periods: a closure of two rooms sent (the
 * first request, id 1), a suspension in charge, a closure accepted, whose rows are in the rooms' history
 * tagged with it, and a price change of a service rejected with its reason. Rooms and periods are apart,
 * so every request keeps to SPEC.md section 5. Returns the rooms' history with the accepted rows in it.
 */
export function planDemoVariations(
  data: Omit<DemoData, keyof VariationsData | keyof QualityData | keyof QualityReportsData>,
  today: IsoDate,
): VariationsData & { roomStates: RoomStateRow[] } {
  const none = { variationRequests: [], variationRequestRooms: [], roomStates: data.roomStates };
  const noon = new Date(`${today}T11:00:00Z`);
  const hoursBefore = (hours: number) => new Date(noon.getTime() - hours * 3_600_000);
  const user = (username: string) => data.users.find((candidate) => candidate.username === username);
  const client = user('cliente.demo');
  const staff = user('staff.demo')?.id ?? null;
  if (!client?.customerCode) return none;
  const customerCode = client.customerCode;
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
  const roomsOf = (siteCode: string) =>
    data.rooms.filter((room) => room.siteCode === siteCode && openForGood(room.id)).map((room) => room.id);
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
    .find((candidate) => roomsOf(candidate.code).length >= 5);
  if (!site) return none;
  const rooms = roomsOf(site.code);
  const service = data.siteServices.find((candidate) => candidate.siteCode === site.code);
  const monday = (day: IsoDate) => addDays(day, (8 - new Date(`${day}T00:00:00Z`).getUTCDay()) % 7);
  const request = (
    id: number,
    fields: Partial<VariationRequestRow> & Pick<VariationRequestRow, 'type' | 'dateFrom' | 'state'>,
    createdHoursAgo: number,
    updatedHoursAgo: number,
  ): VariationRequestRow => ({
    id,
    siteCode: site.code,
    customerCode,
    roomVariationType: null,
    serviceVariationType: null,
    siteServiceId: null,
    dateTo: null,
    newFeeCents: null,
    notes: null,
    requestedByUserId: client.id,
    impersonatorUserId: null,
    handledByUserId: null,
    decisionReason: null,
    decidedAt: null,
    createdAt: hoursBefore(createdHoursAgo),
    updatedAt: hoursBefore(updatedHoursAgo),
    ...fields,
  });

  const sentFrom = monday(addDays(today, 21));
  const suspendedFrom = monday(addDays(today, 35));
  const closedFrom = monday(addDays(today, -45));
  const closedTo = addDays(closedFrom, 13);
  const requests: VariationRequestRow[] = [
    request(
      1,
      {
        type: 1,
        roomVariationType: 4,
        dateFrom: sentFrom,
        dateTo: addDays(sentFrom, 6),
        notes: 'Tinteggiatura delle pareti: i locali restano chiusi per una settimana.',
        state: 1,
      },
      26,
      26,
    ),
    request(
      2,
      {
        type: 1,
        roomVariationType: 2,
        dateFrom: suspendedFrom,
        dateTo: addDays(suspendedFrom, 27),
        notes: 'Reparto temporaneamente trasferito.',
        state: 2,
        handledByUserId: staff,
      },
      72,
      50,
    ),
    request(
      3,
      {
        type: 1,
        roomVariationType: 4,
        dateFrom: closedFrom,
        dateTo: closedTo,
        notes: 'Lavori all’impianto elettrico.',
        state: 3,
        handledByUserId: staff,
        decisionReason: 'Chiusura confermata: il canone di quei giorni non è dovuto.',
        decidedAt: hoursBefore(24 * 50),
      },
      24 * 52,
      24 * 50,
    ),
  ];
  if (service)
    requests.push(
      request(
        4,
        {
          type: 0,
          serviceVariationType: 1,
          siteServiceId: service.id,
          dateFrom: addDays(today, -20),
          newFeeCents: 95_000,
          notes: 'Chiediamo di ridurre il canone del servizio.',
          state: 4,
          handledByUserId: staff,
          decisionReason: 'Il canone è fissato dal contratto fino alla sua scadenza.',
          decidedAt: hoursBefore(24 * 10),
        },
        24 * 20,
        24 * 10,
      ),
    );
  const requestRooms: VariationRequestRoomRow[] = [
    [1, rooms[0]],
    [1, rooms[1]],
    [2, rooms[2]],
    [3, rooms[3]],
  ].map(([variationId, roomId]) => ({
    variationId: variationId as number,
    roomId: roomId as number,
    newAreaCentiSqm: null,
    newAreaCategoryId: null,
    newFrequencyCode: null,
  }));
  const acceptedRoom = rooms[3] as number;
  const { history } = applyRoomVariation(historyOf.get(acceptedRoom) ?? [], {
    variationId: 3,
    roomVariationType: 4,
    dateFrom: closedFrom,
    dateTo: closedTo,
  });
  const roomStates = data.roomStates.flatMap((row) =>
    row.roomId !== acceptedRoom ? [row] : row === historyOf.get(acceptedRoom)?.[0] ? history : [],
  );
  return { variationRequests: requests, variationRequestRooms: requestRooms, roomStates };
}
