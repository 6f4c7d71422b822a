/**
 * Where a piece of equipment stands, in words: «Padiglione A › Piano terra › Magazzino – vicino alla
 * porta»; the note alone when it has no room; empty when nothing is known.
 */
export function equipmentPlaceWords(location: {
  buildingName: string | null;
  floorName: string | null;
  roomName: string | null;
  note: string | null;
}): string {
  const registry = [location.buildingName, location.floorName, location.roomName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' › ');
  return [registry, location.note?.trim()].filter(Boolean).join(' – ');
}
