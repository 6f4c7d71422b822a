import type ExcelJS from 'exceljs';
import {
  datePhrase,
  firstCalendarDay,
  formatItalianDate,
  lastCalendarDay,
  roomStates,
  roomStateWords,
  roomTemplateColumns,
  type RoomState,
  type RoomTemplateColumnKey,
} from '@portale/shared';
import { isEmptyCell, type SheetRow } from './room-import-sheet-reader.ts';

/** What the rows are checked against: the catalogues (by lower-case words) and the site's first day. */
export type RowCheckContext = {
  /** Category name → id. */
  categories: ReadonlyMap<string, number>;
  /** Frequency code or name → code. */
  frequencies: ReadonlyMap<string, string>;
  siteStart: string;
};

/** A row's values as the staging table takes them. */
export type CheckedValues = {
  name: string;
  building: string;
  floor: string;
  areaCentiSqm: number;
  areaCategoryId: number;
  frequencyCode: string;
  state: RoomState;
  effectiveFrom: string | null;
};

/** A checked row: its cells as text, its identifier if any, and either its values or its errors. */
export type CheckedRow = {
  rowNumber: number;
  identifier: string | null;
  cells: string[];
} & ({ values: CheckedValues; errors: null } | { values: null; errors: Record<string, string> });

const headerOf = Object.fromEntries(
  roomTemplateColumns.map((column) => [column.key, column.header]),
) as Record<RoomTemplateColumnKey, string>;
const stateByWord = new Map(roomStates.map((state) => [roomStateWords[state].toLowerCase(), state]));
const maxArea = 1_000_000;

const formula = 'Contiene una formula: incolla il valore';
const isFormula = (value: ExcelJS.CellValue) =>
  typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);

/** A cell's words, whatever kind of text it holds (plain, rich, a link); null when it is not text. */
function textOf(value: ExcelJS.CellValue): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'object' || value === null || value instanceof Date) return null;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  return null;
}

/**
 * A cell as text for the rejected-rows file: a number as JavaScript writes it (12.5), a date as its
 * day (2025-07-01), a formula as its last result.
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'VERO' : 'FALSO';
  if (typeof value === 'object' && value !== null) {
    if ('formula' in value || 'sharedFormula' in value)
      return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return String(value.error);
  }
  return textOf(value) ?? '';
}

type Check<T> = { value: T } | { error: string };

function requiredText(value: ExcelJS.CellValue, maxLength: number): Check<string> {
  if (isFormula(value)) return { error: formula };
  if (isEmptyCell(value)) return { error: 'Obbligatorio' };
  const text = textOf(value)?.trim();
  if (text === undefined) return { error: 'Scrivi un testo' };
  if (text.length > maxLength) return { error: `Al massimo ${maxLength} caratteri (ne ha ${text.length})` };
  return { value: text };
}

function area(value: ExcelJS.CellValue): Check<number> {
  if (isFormula(value)) return { error: formula };
  if (isEmptyCell(value)) return { error: 'Obbligatorio' };
  if (typeof value !== 'number' && textOf(value) !== null) return { error: 'Scrivi un numero, non un testo' };
  if (typeof value !== 'number' || !Number.isFinite(value))
    return { error: 'Scrivi la superficie in m² come numero' };
  if (value <= 0) return { error: 'La superficie deve essere maggiore di zero' };
  if (value > maxArea) return { error: 'La superficie supera 1.000.000 m²' };
  const centi = Math.round(value * 100);
  if (Math.abs(value * 100 - centi) > 1e-6) return { error: 'Al massimo due decimali' };
  return { value: centi };
}

function fromList<T>(value: ExcelJS.CellValue, list: ReadonlyMap<string, T>, refusal: string): Check<T> {
  if (isFormula(value)) return { error: formula };
  if (isEmptyCell(value)) return { error: 'Obbligatorio' };
  const found = list.get((textOf(value) ?? '').trim().toLowerCase());
  return found === undefined ? { error: refusal } : { value: found };
}

function state(value: ExcelJS.CellValue): Check<RoomState> {
  if (isFormula(value)) return { error: formula };
  if (isEmptyCell(value)) return { value: 'open' };
  const found = stateByWord.get((textOf(value) ?? '').trim().toLowerCase());
  return found === undefined ? { error: 'Scrivi Aperto, Chiuso o Sospeso' } : { value: found };
}

function effectiveFrom(value: ExcelJS.CellValue, siteStart: string): Check<string | null> {
  if (isFormula(value)) return { error: formula };
  if (isEmptyCell(value)) return { value: null };
  if (typeof value !== 'number' && textOf(value) !== null)
    return { error: 'La data è un testo: scrivila come data' };
  if (!(value instanceof Date) || Number.isNaN(value.getTime()))
    return { error: 'Scrivi una data (gg/mm/aaaa)' };
  const day = value.toISOString().slice(0, 10);
  if (day < firstCalendarDay || day > lastCalendarDay) return { error: 'Scrivi una data (gg/mm/aaaa)' };
  if (day < siteStart) {
    return {
      error: `L’ubicazione inizia ${datePhrase('il', formatItalianDate(siteStart))}: scrivi quel giorno o uno dopo`,
    };
  }
  return { value: day };
}

/** Checks one row of the sheet against the template's rules; the reasons are by column header. */
export function checkRow(row: SheetRow, context: RowCheckContext): CheckedRow {
  const { cells } = row;
  const checks = {
    identifier: requiredText(cells.identifier, 64),
    name: requiredText(cells.name, 200),
    building: requiredText(cells.building, 200),
    floor: requiredText(cells.floor, 200),
    area: area(cells.area),
    category: fromList(cells.category, context.categories, 'Scegli una categoria dall’elenco'),
    frequency: fromList(cells.frequency, context.frequencies, 'Scegli una frequenza dall’elenco'),
    state: state(cells.state),
    effectiveFrom: effectiveFrom(cells.effectiveFrom, context.siteStart),
  };
  const texts = roomTemplateColumns.map((column) => cellText(cells[column.key]));
  const identifier = 'value' in checks.identifier ? checks.identifier.value : null;
  const errors: Record<string, string> = {};
  for (const [key, check] of Object.entries(checks) as [RoomTemplateColumnKey, Check<unknown>][]) {
    if ('error' in check) errors[headerOf[key]] = check.error;
  }
  const base = { rowNumber: row.rowNumber, identifier, cells: texts };
  if (Object.keys(errors).length > 0) return { ...base, values: null, errors };
  const value = <T>(check: Check<T>) => (check as { value: T }).value;
  return {
    ...base,
    errors: null,
    values: {
      name: value(checks.name),
      building: value(checks.building),
      floor: value(checks.floor),
      areaCentiSqm: value(checks.area),
      areaCategoryId: value(checks.category),
      frequencyCode: value(checks.frequency),
      state: value(checks.state),
      effectiveFrom: value(checks.effectiveFrom),
    },
  };
}
