import { roomStateWords, roomTemplateColumns, type RoomRow } from '@portale/shared';
import type { XlsxExport } from '../../plugins/xlsx-export.ts';

/** The template's header of a column, so the export reads like the file the rooms came from. */
const header = (key: (typeof roomTemplateColumns)[number]['key']) =>
  roomTemplateColumns.find((column) => column.key === key)?.header ?? key;

/**
 * A site's flat table of rooms as an Excel file, named after the site and the day shown, e.g.
 * locali-UB000001-2026-11-20.xlsx.
 */
export const roomsExport: XlsxExport<RoomRow, [siteCode: string, day: string]> = {
  sheetName: 'Locali',
  fileName: (siteCode, day) => `locali-${siteCode}-${day}.xlsx`,
  columns: [
    { header: header('identifier'), width: 22, kind: 'text', value: (room) => room.roomIdentifier },
    { header: header('name'), width: 34, kind: 'text', value: (room) => room.roomName },
    { header: header('building'), width: 24, kind: 'text', value: (room) => room.buildingName },
    { header: header('floor'), width: 16, kind: 'text', value: (room) => room.floorName },
    { header: header('area'), width: 16, kind: 'decimal', value: (room) => room.area },
    { header: header('category'), width: 28, kind: 'text', value: (room) => room.areaCategoryName },
    { header: header('frequency'), width: 12, kind: 'text', value: (room) => room.frequency },
    { header: 'Descrizione frequenza', width: 28, kind: 'text', value: (room) => room.frequencyName },
    { header: header('state'), width: 10, kind: 'text', value: (room) => roomStateWords[room.state] },
    { header: 'Prossima variazione', width: 14, kind: 'date', value: (room) => room.nextChangeOn },
  ],
};
