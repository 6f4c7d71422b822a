import { describe, expect, it } from 'vitest';
import { firstSheetPositions, labelSheetSummary, labelsPerSheet, sheetsNeeded } from './label-sheet.ts';
import { countEquipmentFilters, toEquipmentListQuery } from './site-equipments-query.ts';
import { equipmentSearchSchema } from './site-equipments-search.ts';

describe('the equipment list’s address bar', () => {
  it('keeps the words, the filters, the order and the page it knows', () => {
    const search = {
      query: ' lavasciuga ',
      siteCode: 'UB000001',
      category: 'CLEANING_MACHINE',
      state: 'UNDER_MAINTENANCE',
      retired: true,
      customerCode: 'CL0001',
      sortBy: 'installedOn',
      sortDirection: 'desc',
      page: 3,
    };
    expect(equipmentSearchSchema.parse(search)).toEqual({ ...search, query: 'lavasciuga' });
  });

  it('drops what makes no sense', () => {
    expect(
      equipmentSearchSchema.parse({
        category: 'TRACTOR',
        state: 'BROKEN',
        retired: 'yes',
        siteCode: 'UB'.repeat(20),
        sortBy: 'price',
        sortDirection: 'up',
        page: 0,
        other: 'x',
      }),
    ).toEqual({});
  });
});

describe('the list’s query', () => {
  it('asks the first page by name, without the retired, unless told', () => {
    expect(toEquipmentListQuery({}, false)).toEqual({
      query: undefined,
      siteCode: undefined,
      customerCode: undefined,
      category: undefined,
      state: undefined,
      retired: undefined,
      sortBy: 'name',
      sortDirection: 'asc',
      page: 1,
      pageSize: 20,
    });
  });

  it('sends the retired switch as the API reads it, and the customer only for staff', () => {
    const search = { retired: true, customerCode: 'CL0001', state: 'OUT_OF_SERVICE' as const, page: 2 };
    expect(toEquipmentListQuery(search, true)).toMatchObject({
      retired: 'true',
      customerCode: 'CL0001',
      state: 'OUT_OF_SERVICE',
      page: 2,
    });
    expect(toEquipmentListQuery(search, false).customerCode).toBeUndefined();
    expect(countEquipmentFilters(search, true)).toBe(3);
    expect(countEquipmentFilters(search, false)).toBe(2);
  });
});

describe('a sheet of labels', () => {
  it('holds columns × rows labels', () => {
    expect(labelsPerSheet('3x7')).toBe(21);
    expect(labelsPerSheet('3x8')).toBe(24);
    expect(labelsPerSheet('2x7')).toBe(14);
    expect(labelsPerSheet('2x4')).toBe(8);
  });

  it('greys the positions used, numbers the labels from the first free one, leaves the rest free', () => {
    const uses = firstSheetPositions('2x4', 3, 4).map((cell) =>
      cell.use === 'label' ? cell.label : cell.use,
    );
    expect(uses).toEqual(['used', 'used', 1, 2, 3, 4, 'free', 'free']);
  });

  it('says how many sheets the labels take', () => {
    expect(sheetsNeeded('2x4', 1, 8)).toBe(1);
    expect(sheetsNeeded('2x4', 2, 8)).toBe(2);
    expect(labelSheetSummary('3x7', 4, 3)).toBe('3 etichette, dalla posizione 4 alla 6 del foglio');
    expect(labelSheetSummary('3x7', 5, 1)).toBe('1 etichetta, nella posizione 5 del foglio');
    expect(labelSheetSummary('2x4', 5, 10)).toBe('10 etichette su 2 fogli, dalla posizione 5 del primo');
  });
});
