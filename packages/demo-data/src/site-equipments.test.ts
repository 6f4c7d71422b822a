import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BackOfficePermission,
  CustomerSubRole,
  manualEquipmentLogKinds,
  publicEquipmentDocumentKinds,
} from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { generateDemoData } from './generate.ts';
import {
  demoEquipmentPublicId,
  demoReplacedEquipmentPublicId,
  planDemoSiteEquipments,
  renderDemoEquipmentDocument,
  writeDemoEquipmentFiles,
} from './site-equipments.ts';

const today = '2026-03-15';
const data = generateDemoData({ scale: 1, today });
const equipment = planDemoSiteEquipments(data, today);
const { siteEquipments: pieces, equipmentQrCodes: codes, equipmentDocuments: documents } = equipment;
const logs = equipment.equipmentLogEntries;

const siteByCode = new Map(data.sites.map((site) => [site.code, site]));
const inService = (site: (typeof data.sites)[number]) =>
  site.published && site.dateFrom <= today && site.dateTo >= today;
const user = (username: string) => data.users.find((candidate) => candidate.username === username)!;
/** The sites a demo user sees: their customer's published ones, or those they are limited to. */
const sitesSeenBy = (username: string) => {
  const account = user(username);
  const own = new Set(data.userSites.filter((row) => row.userId === account.id).map((row) => row.siteCode));
  return data.sites.filter((site) => {
    const jobOrder = data.jobOrders.find((candidate) => candidate.id === site.jobOrderId)!;
    const mine =
      account.atiGroupId !== null
        ? jobOrder.atiGroupId === account.atiGroupId
        : jobOrder.customerCode === account.customerCode;
    return mine && site.published && (!account.limitedToSites || own.has(site.code));
  });
};
const firstSiteOfClienteDemo = sitesSeenBy('cliente.demo').find(inService)!;
const activeCodes = (equipmentId: number) =>
  codes.filter((code) => code.equipmentId === equipmentId && code.revokedAt === null);
const retired = pieces.filter((piece) => piece.retiredOn !== null);

describe('the demo site equipment', () => {
  it('puts two to eight pieces on every published site in service of the fixed customers', () => {
    const fixedSites = data.sites.filter(inService);
    for (const site of fixedSites) {
      const here = pieces.filter((piece) => piece.siteCode === site.code).length;
      expect(here, site.code).toBeGreaterThanOrEqual(2);
      expect(here, site.code).toBeLessThanOrEqual(8);
    }
    expect(pieces.every((piece) => inService(siteByCode.get(piece.siteCode)!))).toBe(true);
    expect(pieces.map((piece) => piece.id)).toEqual(pieces.map((_, index) => index + 1));
    expect(pieces.map((piece) => piece.labelCode)).toEqual(
      pieces.map((piece) => `AT-${String(piece.id).padStart(6, '0')}`),
    );
    for (const piece of pieces) {
      expect(piece.installedOn! <= addDays(today, -365)).toBe(true);
      expect(piece.installedOn! >= addDays(today, -8 * 365)).toBe(true);
    }
    const names = new Set(pieces.map((piece) => piece.name));
    for (const name of [
      'Lavasciuga pavimenti',
      'Monospazzola',
      'Dispenser sapone schiuma',
      'Estintore a polvere 6 kg',
    ])
      expect(names.has(name), name).toBe(true);
  });

  it('keeps most in service, about one in eight under maintenance, a few out of service and two retired', () => {
    const share = (state: string) =>
      pieces.filter((piece) => piece.state === state && piece.retiredOn === null).length / pieces.length;
    expect(share('IN_SERVICE')).toBeGreaterThan(0.7);
    expect(share('UNDER_MAINTENANCE')).toBeGreaterThan(0.07);
    expect(share('UNDER_MAINTENANCE')).toBeLessThan(0.2);
    expect(share('OUT_OF_SERVICE')).toBeGreaterThan(0.01);
    expect(share('OUT_OF_SERVICE')).toBeLessThan(0.12);
    expect(retired).toHaveLength(2);
    for (const piece of retired) {
      expect(piece.state).toBe('OUT_OF_SERVICE');
      expect(piece.retiredOn! > piece.installedOn!).toBe(true);
      expect(piece.retiredOn! < today).toBe(true);
      const lines = logs.filter((line) => line.equipmentId === piece.id);
      expect(lines.at(-1)).toMatchObject({ kind: 'RETIREMENT', day: piece.retiredOn });
    }
    // One on cliente.demo's first site, one on a site ati.demo sees.
    expect(retired.map((piece) => piece.siteCode)).toEqual([
      firstSiteOfClienteDemo.code,
      expect.stringMatching(/^UB/),
    ]);
    expect(sitesSeenBy('ati.demo').some((site) => site.code === retired[1]!.siteCode)).toBe(true);
  });

  it('gives each piece in use one active label, none to the retired, all codes unique 128-bit base64url', () => {
    for (const piece of pieces)
      expect(activeCodes(piece.id), piece.labelCode).toHaveLength(piece.retiredOn ? 0 : 1);
    expect(new Set(codes.map((code) => code.publicId)).size).toBe(codes.length);
    for (const { publicId } of codes) {
      expect(publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const bytes = Buffer.from(publicId, 'base64url');
      expect(bytes).toHaveLength(16);
      expect(bytes.toString('base64url')).toBe(publicId);
    }
    for (const code of codes.filter((candidate) => candidate.revokedAt !== null)) {
      expect(code.revokedAt! >= code.issuedAt).toBe(true);
    }
    // Random-looking: every character of the alphabet turns up, none dominates.
    const characters = codes.map((code) => code.publicId.slice(0, 21)).join('');
    expect(new Set(characters).size).toBe(64);
  });

  it('has the fixed label on id 1, a machine in service on cliente.demo’s first site with a safety data sheet', () => {
    expect(user('cliente.demo').customerSubRoles).toContain(CustomerSubRole.siteEquipments);
    const [first] = pieces;
    expect(first).toMatchObject({
      id: 1,
      siteCode: firstSiteOfClienteDemo.code,
      state: 'IN_SERVICE',
      category: 'CLEANING_MACHINE',
      retiredOn: null,
    });
    expect(activeCodes(1).map((code) => code.publicId)).toEqual([demoEquipmentPublicId]);
    const safety = documents.filter(
      (document) =>
        document.equipmentId === 1 &&
        (publicEquipmentDocumentKinds as readonly string[]).includes(document.kind),
    );
    expect(safety.map((document) => document.kind)).toContain('SAFETY_DATA_SHEET');

    const firstSite = pieces.filter((piece) => piece.siteCode === firstSiteOfClienteDemo.code);
    expect(firstSite.some((piece) => piece.state === 'UNDER_MAINTENANCE')).toBe(true);
    const replaced = codes.find((code) => code.publicId === demoReplacedEquipmentPublicId)!;
    expect(replaced.replacedAt).toEqual(replaced.revokedAt);
    expect(replaced.revokedAt).not.toBeNull();
    expect(firstSite.map((piece) => piece.id)).toContain(replaced.equipmentId);
    expect(activeCodes(replaced.equipmentId)).toHaveLength(1);
  });

  it('holds the equipment sub-role and permission where the demo accounts need them', () => {
    for (const username of ['cliente.demo', 'ati.demo', 'altro.demo'])
      expect(user(username).customerSubRoles, username).toContain(CustomerSubRole.siteEquipments);
    expect(user('limitato.demo').customerSubRoles).not.toContain(CustomerSubRole.siteEquipments);
    expect(user('staff.demo').backOfficePermissions).toContain(BackOfficePermission.equipment);
    expect(user('operatore.demo').backOfficePermissions).not.toContain(BackOfficePermission.equipment);
  });

  it('places each piece in a room of its own site, or says where it is in a note', () => {
    const roomSite = new Map(data.rooms.map((room) => [room.id, room.siteCode]));
    for (const piece of pieces) {
      if (piece.roomId === null) expect(piece.locationNote, piece.labelCode).toBeTruthy();
      else expect(roomSite.get(piece.roomId), piece.labelCode).toBe(piece.siteCode);
    }
    const roomName = new Map(data.roomStates.map((state) => [state.roomId, state.name]));
    const dispensers = pieces.filter((piece) => /^Dispenser (sapone|carta asciugamani)/.test(piece.name));
    expect(
      dispensers.every((piece) => /Servizi igienici|Bagno/.test(roomName.get(piece.roomId!) ?? '')),
    ).toBe(true);
    // Sites without a registry at a larger scale: a note of the place only.
    const larger = generateDemoData({ scale: 3, today });
    const withoutRooms = planDemoSiteEquipments(larger, today).siteEquipments.filter(
      (piece) => piece.roomId === null,
    );
    expect(withoutRooms.length).toBeGreaterThan(0);
    for (const piece of withoutRooms) expect(piece.locationNote).toMatch(/^[A-Z]/);
  });

  it('keeps two to six lines of work in the log, over the years, by a technician or a company', () => {
    for (const piece of pieces) {
      const lines = logs.filter((line) => line.equipmentId === piece.id);
      const work = lines.filter((line) => (manualEquipmentLogKinds as readonly string[]).includes(line.kind));
      expect(work.length, piece.labelCode).toBeGreaterThanOrEqual(2);
      expect(work.length, piece.labelCode).toBeLessThanOrEqual(6);
      expect(lines.map((line) => line.day)).toEqual(lines.map((line) => line.day).sort());
      expect(lines.every((line) => line.day > piece.installedOn! && line.day < today)).toBe(true);
      for (const line of work) expect(line.performedBy).toMatch(/^Tecnic[oa] [A-Z]|S\.r\.l\.$/);
      const changes = lines.filter((line) => line.kind === 'STATE');
      expect(changes, piece.labelCode).toHaveLength(piece.state !== 'IN_SERVICE' && !piece.retiredOn ? 1 : 0);
    }
    expect(new Set(logs.map((line) => line.kind))).toEqual(
      new Set(['ROUTINE', 'REPAIR', 'INSPECTION', 'STATE', 'RETIREMENT']),
    );
  });

  it('keeps manuals and CE declarations of machines and safety data sheets of soap and sanitiser, as PDFs', async () => {
    const kindsOf = (id: number) => documents.filter((row) => row.equipmentId === id).map((row) => row.kind);
    for (const piece of pieces) {
      if (
        piece.category === 'CLEANING_MACHINE' ||
        piece.category === 'VACUUM' ||
        piece.category === 'CLIMATE'
      ) {
        expect(kindsOf(piece.id), piece.labelCode).toEqual(
          expect.arrayContaining(['MANUAL', 'CE_DECLARATION']),
        );
      }
      if (/^Dispenser (sapone|gel)/.test(piece.name))
        expect(kindsOf(piece.id)).toContain('SAFETY_DATA_SHEET');
    }
    expect(documents.some((row) => row.kind === 'MAINTENANCE_REPORT')).toBe(true);
    expect(new Set(documents.map((row) => row.id)).size).toBe(documents.length);
    for (const row of documents) {
      expect(row.storageKey).toBe(`demo/${row.id}.pdf`);
      expect(row.filename).toMatch(/^[a-z0-9-]+\.pdf$/);
      expect(row.sizeBytes).toBe(renderDemoEquipmentDocument(row).length);
    }
    const folder = await mkdtemp(path.join(tmpdir(), 'demo-equipment-'));
    try {
      const sample = documents.slice(0, 3);
      await writeDemoEquipmentFiles(folder, sample);
      for (const row of sample) {
        const file = await readFile(path.join(folder, row.storageKey));
        expect(file.length).toBe(row.sizeBytes);
        expect(file.toString('latin1').startsWith('%PDF-1.4')).toBe(true);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('is the same for the fixed customers at every scale', () => {
    expect(planDemoSiteEquipments(data, today)).toEqual(equipment);
    const larger = planDemoSiteEquipments(generateDemoData({ scale: 2, today }), today);
    expect(larger.siteEquipments.slice(0, pieces.length)).toEqual(pieces);
    expect(larger.equipmentQrCodes.slice(0, codes.length)).toEqual(codes);
    expect(larger.siteEquipments.length).toBeGreaterThan(pieces.length);
  });
});
