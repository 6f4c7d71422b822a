import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  buildings,
  customers,
  equipmentLogEntries,
  floors,
  jobOrders,
  roomStates,
  rooms,
  siteEquipments,
  sites,
} from '@portale/db';
import type { EquipmentItem } from '@portale/shared';
import { joinJobOrder } from '../tenancy/index.ts';

/** The kinds of the log that are work done on the machine: the last one is its last maintenance. */
const maintenanceKinds = sql`('ROUTINE', 'REPAIR', 'INSPECTION')`;

/** The columns of a list item and of the detail's head, over `fromEquipment`. */
export const equipmentColumns = {
  id: siteEquipments.id,
  labelCode: siteEquipments.labelCode,
  name: siteEquipments.name,
  category: siteEquipments.category,
  brand: siteEquipments.brand,
  model: siteEquipments.model,
  serialNumber: siteEquipments.serialNumber,
  siteCode: sites.code,
  siteName: sites.name,
  siteCity: sites.city,
  customerName: customers.name,
  roomId: siteEquipments.roomId,
  // Left-joined: null where the equipment has no room.
  buildingName: sql<string | null>`${buildings.name}`,
  floorName: sql<string | null>`${floors.name}`,
  // The room's name today (room_states keeps its history), or its code when it has no state yet.
  roomName: sql<string | null>`coalesce((select ${roomStates.name} from ${roomStates}
    where ${roomStates.roomId} = ${rooms.id} and ${roomStates.effectiveFrom} <= current_date
    order by ${roomStates.effectiveFrom} desc limit 1), ${rooms.identifier})`,
  locationNote: siteEquipments.locationNote,
  state: siteEquipments.state,
  installedOn: siteEquipments.installedOn,
  retiredOn: siteEquipments.retiredOn,
  lastMaintenanceOn: sql<
    string | null
  >`(select max(${equipmentLogEntries.day})::text from ${equipmentLogEntries}
    where ${equipmentLogEntries.equipmentId} = ${siteEquipments.id}
      and ${equipmentLogEntries.kind} in ${maintenanceKinds})`,
};

/**
 * The joins every read of equipment makes, to its site, job order, customer and place in the registry:
 * `joinPlace(db.select(columns).from(siteEquipments).$dynamic())`.
 */
export const joinPlace = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(sites, eq(sites.code, siteEquipments.siteCode))
    .innerJoin(jobOrders, joinJobOrder)
    .innerJoin(customers, eq(customers.code, jobOrders.customerCode))
    .leftJoin(rooms, eq(rooms.id, siteEquipments.roomId))
    .leftJoin(floors, eq(floors.id, rooms.floorId))
    .leftJoin(buildings, eq(buildings.id, floors.buildingId));

/** A row as the contracts give it. */
export function toEquipmentItem(row: {
  id: number;
  labelCode: string;
  name: string;
  category: EquipmentItem['category'];
  brand: string;
  model: string;
  serialNumber: string | null;
  siteCode: string;
  siteName: string;
  customerName: string;
  roomId: number | null;
  buildingName: string | null;
  floorName: string | null;
  roomName: string | null;
  locationNote: string | null;
  state: EquipmentItem['state'];
  installedOn: string | null;
  retiredOn: string | null;
  lastMaintenanceOn: string | null;
}): EquipmentItem {
  return {
    id: row.id,
    labelCode: row.labelCode,
    name: row.name,
    category: row.category,
    brand: row.brand,
    model: row.model,
    serialNumber: row.serialNumber,
    siteCode: row.siteCode,
    siteName: row.siteName,
    customerName: row.customerName,
    location: {
      roomId: row.roomId,
      buildingName: row.buildingName,
      floorName: row.floorName,
      roomName: row.roomName,
      note: row.locationNote,
    },
    state: row.state,
    installedOn: row.installedOn,
    retiredOn: row.retiredOn,
    lastMaintenanceOn: row.lastMaintenanceOn,
  };
}
