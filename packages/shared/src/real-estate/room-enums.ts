/** What a room is on a day (SPEC.md: open or closed; a suspension is a closure that is meant to end). */
export const roomStates = ['open', 'closed', 'suspended'] as const;
export type RoomState = (typeof roomStates)[number];

/** The flat table's state filter on the chosen day. */
export const roomStateFilters = ['open', 'notOpen'] as const;

export const roomSorts = [
  'identifier',
  'name',
  'building',
  'floor',
  'area',
  'category',
  'frequency',
] as const;
export type RoomSort = (typeof roomSorts)[number];

/**
 * The columns of the rooms template, in order: the header the import expects, word for word (case and
 * spaces aside). «In vigore dal» may be empty (the import's day); the others are required.
 */
export const roomTemplateColumns = [
  { key: 'identifier', header: 'Identificativo locale' },
  { key: 'name', header: 'Nome locale' },
  { key: 'building', header: 'Edificio' },
  { key: 'floor', header: 'Piano' },
  { key: 'area', header: 'Superficie (m²)' },
  { key: 'category', header: 'Categoria area' },
  { key: 'frequency', header: 'Frequenza' },
  { key: 'state', header: 'Stato' },
  { key: 'effectiveFrom', header: 'In vigore dal' },
] as const;
export type RoomTemplateColumnKey = (typeof roomTemplateColumns)[number]['key'];

/** The words of the template's «Stato» column. */
export const roomStateWords = {
  open: 'Aperto',
  closed: 'Chiuso',
  suspended: 'Sospeso',
} as const satisfies Record<RoomState, string>;

/** Limits of an import: beyond them the file answers 400 before a row is applied. */
export const roomImportLimits = {
  /** The uploaded file. */
  maxFileBytes: 20 * 1024 * 1024,
  /** The uncompressed parts of the spreadsheet together (a zip bomb stops here). */
  maxUncompressedBytes: 200 * 1024 * 1024,
  maxRows: 100_000,
  /**
   * A cell of the rooms' columns (a room's fields have at most 200): a longer one refuses the file,
   * naming the cell, and no more of it is kept.
   */
  maxCellCharacters: 1_000,
  /** room-details and periods-when-rooms-open: pairs in one call. */
  maxRoomDatePairs: 1_000,
} as const;
