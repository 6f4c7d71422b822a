import type { RoomImportResult } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { appliedSentence, importBlockedReason } from './import-sentences.ts';

const totals = { rooms: 0, openRooms: 0, area: 0, openArea: 0, equivalentOpenArea: 0 };
const result = (counts: Partial<RoomImportResult>): RoomImportResult => ({
  importedRooms: 0,
  importedFloors: 0,
  importedBuildings: 0,
  siteName: 'Padiglione B',
  errors: {},
  importId: '6f1c2a9e-5b7d-4c1e-8f3a-2d4b6c8e0a1b',
  dryRun: true,
  effectiveFrom: '2026-11-25',
  rowsRead: 10,
  added: 0,
  changed: 0,
  closed: 0,
  unchanged: 0,
  rejected: 0,
  before: totals,
  after: totals,
  changes: [],
  ...counts,
});

describe('appliedSentence', () => {
  it('counts in Italian, one and many', () => {
    expect(appliedSentence(result({ added: 10 }))).toBe(
      '10 locali aggiunti, nessuno modificato e nessuno chiuso',
    );
    expect(appliedSentence(result({ added: 1, changed: 1, closed: 1200 }))).toBe(
      '1 locale aggiunto, 1 modificato e 1.200 chiusi',
    );
  });
});

describe('importBlockedReason', () => {
  it('asks for a dry run first', () => {
    expect(importBlockedReason(null)).toMatch(/^Verifica il file/);
  });
  it('refuses while rows are rejected, saying how many', () => {
    expect(importBlockedReason(result({ added: 8, rejected: 2 }))).toMatch(/^2 righe sono scartate/);
    expect(importBlockedReason(result({ added: 8, rejected: 1 }))).toMatch(/^1 riga è scartata/);
  });
  it('has nothing to import when nothing changes', () => {
    expect(importBlockedReason(result({ unchanged: 10 }))).toMatch(/non cambia nulla/);
  });
  it('lets a clean file with changes through', () => {
    expect(importBlockedReason(result({ added: 10 }))).toBeNull();
  });
});
