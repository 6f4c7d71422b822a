import {
  datePhrase,
  formatItalianDate,
  roomStateWords,
  toName,
  type RoomImportResult,
} from '@portale/shared';
import type { DiffChange, RoomSide } from './room-import-apply.repository.ts';

const squareMetres = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const area = (centi: number) => `${squareMetres.format(centi / 100)} m²`;
/** «piano 2», but «Piano terra» and «Primo piano» as they are: a floor's name often says piano itself. */
const floorWords = (floor: string) => (/\bpiano\b/i.test(floor) ? floor : `piano ${floor}`);
const place = (side: RoomSide) => `${side.building}, ${floorWords(side.floor)}`;

/** «Superficie: da 12,50 a 14,00 m²» and the like, for each field that differs. */
function differences(before: RoomSide, after: RoomSide): string[] {
  const lines: string[] = [];
  const differ = (label: string, from: string, to: string) => {
    if (from !== to) lines.push(`${label}: da ${from} ${toName(to)}`);
  };
  differ('Nome', `«${before.name}»`, `«${after.name}»`);
  differ('Posizione', place(before), place(after));
  if (before.areaCentiSqm !== after.areaCentiSqm) {
    lines.push(
      `Superficie: da ${squareMetres.format(before.areaCentiSqm / 100)} a ${area(after.areaCentiSqm)}`,
    );
  }
  differ('Categoria', before.category, after.category);
  differ('Frequenza', before.frequency, after.frequency);
  differ('Stato', roomStateWords[before.state], roomStateWords[after.state]);
  return lines;
}

/**
 * A change of the dry run in Italian: a new room's place, area, category and frequency; a changed
 * room's differences; the day a closure or a row's own date takes effect when it is not the import's.
 */
export function describeChange(
  change: DiffChange,
  effectiveFrom: string,
): RoomImportResult['changes'][number] {
  const shown = change.after ?? change.before;
  const details: string[] = [];
  if (change.kind === 'added' && change.after) {
    const side = change.after;
    details.push(
      `${place(side)}; ${area(side.areaCentiSqm)}; ${side.category}; ${side.frequency}; ${roomStateWords[side.state]}`,
    );
  } else if (change.kind === 'changed' && change.after) {
    if (change.before) details.push(...differences(change.before, change.after));
    else
      details.push(
        `Il locale esiste solo da una data successiva: questi dati valgono ${datePhrase('dal', formatItalianDate(change.day))}`,
      );
  } else if (change.kind === 'closed') {
    details.push(`Non è nel file: chiuso ${datePhrase('dal', formatItalianDate(change.day))}`);
  }
  if (change.kind !== 'closed' && change.day !== effectiveFrom) {
    details.push(`In vigore ${datePhrase('dal', formatItalianDate(change.day))}`);
  }
  return { kind: change.kind, roomIdentifier: change.identifier, roomName: shown?.name ?? '', details };
}
