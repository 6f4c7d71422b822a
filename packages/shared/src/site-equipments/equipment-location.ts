/** Where a piece of equipment stands, in words: «Padiglione A › Piano terra › Magazzino — vicino alla porta». */
export function equipmentPlaceWords(location: {
  buildingName: string | null;
  floorName: string | null;
  roomName: string | null;
  note: string | null;
}): string {
  const registry = [location.buildingName, location.floorName, location.roomName]
    .filter((part): part is string => Boolean(part))
    .join(' › ');
  return [registry, location.note ?? ''].filter(Boolean).join(' — ');
}
