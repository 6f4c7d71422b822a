import type { Readable } from 'node:stream';
import {
  allows,
  equipmentDocumentUploadSchema,
  equipmentStateLabels,
  romeCalendarDay,
  siteEquipmentsAccess,
  type EquipmentDetail,
  type EquipmentFields,
  type EquipmentFilters,
  type EquipmentList,
  type EquipmentListQuery,
  type EquipmentSummary,
  type MoveEquipment,
  type NewEquipment,
  type NewEquipmentLogEntry,
  type RetireEquipment,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AttachmentStore } from '../../plugins/attachment-store.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { parseUploadData, type MultipartUpload } from '../../plugins/files.ts';
import { siteScopeOf, type Tenancy } from '../tenancy/index.ts';
import type { NewLogEntry, SiteEquipmentsRepository } from './site-equipments.repository.ts';

const notValid = (path: string, message: string) =>
  new AppError('EQUIPMENT_NOT_VALID', { fields: [{ path, message }] });

/**
 * Site equipment (issue 29): customers read the equipment of the sites they see; staff with equipment
 * (17) read all of it and keep it: create, change, move, retire, the log, documents and the label's code.
 */
export function createSiteEquipmentsService(deps: {
  repository: SiteEquipmentsRepository;
  tenancy: Tenancy;
  store: AttachmentStore;
  /** The public page's address of a code: PUBLIC_URL/site-equipments-anonymous/{code}. */
  publicUrlOf: (publicId: string) => string;
  now: () => Date;
}) {
  const { repository } = deps;
  const { rules } = siteEquipmentsAccess;
  const mayRead = (auth: AuthContext) => {
    if (!allows(rules.read, auth)) throw new AppError('FORBIDDEN');
  };

  async function detail(auth: AuthContext, id: number): Promise<EquipmentDetail> {
    mayRead(auth);
    const found = await repository.detail(siteScopeOf(auth), id);
    if (!found) throw new AppError('EQUIPMENT_NOT_FOUND');
    const { qrCode, ...equipment } = found;
    const staff = allows(rules.manage, auth);
    return {
      ...equipment,
      qrCode:
        staff && qrCode
          ? { url: deps.publicUrlOf(qrCode.publicId), issuedAt: qrCode.issuedAt.toISOString() }
          : null,
    };
  }

  /** The equipment as it is, for a change: 404 when unknown, 409 once retired. */
  async function inUse(id: number) {
    const current = await repository.current(id);
    if (!current) throw new AppError('EQUIPMENT_NOT_FOUND');
    if (current.retiredOn !== null) throw new AppError('EQUIPMENT_RETIRED');
    return current;
  }

  async function checkPlace(siteCode: string, roomId: number | null, path: string) {
    if (!(await repository.siteExists(siteCode)))
      throw notValid(`${path}.siteCode`, 'Ubicazione non trovata');
    if (roomId !== null && (await repository.roomSite(roomId)) !== siteCode)
      throw notValid(`${path}.roomId`, 'Il vano non è di questa ubicazione');
  }

  const logLine = (auth: AuthContext, day: string, kind: NewLogEntry['kind'], description: string) => ({
    day,
    kind,
    description,
    performedBy: null,
    createdByUserId: auth.userId,
  });

  return {
    async list(auth: AuthContext, query: EquipmentListQuery): Promise<EquipmentList> {
      mayRead(auth);
      if (query.siteCode !== undefined) await deps.tenancy.findVisibleSite(auth, query.siteCode, rules.read);
      const scope = siteScopeOf(auth);
      // A customer's users read their own customer only, whatever the filter says.
      const filter = scope.kind === 'staff' ? query : { ...query, customerCode: undefined };
      return repository.list(scope, filter);
    },

    async filters(auth: AuthContext): Promise<EquipmentFilters> {
      mayRead(auth);
      return { sites: await repository.siteOptions(siteScopeOf(auth)) };
    },

    async summary(auth: AuthContext): Promise<EquipmentSummary> {
      mayRead(auth);
      return repository.summary(siteScopeOf(auth), new Date(deps.now().getTime() - 30 * 86_400_000));
    },

    detail,

    async openDocument(
      auth: AuthContext,
      id: number,
      documentId: string,
    ): Promise<{ stream: Readable; sizeBytes: number; contentType: string; filename: string }> {
      mayRead(auth);
      const document = await repository.document(siteScopeOf(auth), id, documentId);
      const file = document ? await deps.store.open(document.storageKey) : null;
      if (!document || !file) throw new AppError('EQUIPMENT_DOCUMENT_NOT_FOUND');
      return { ...file, contentType: document.contentType, filename: document.filename };
    },

    roomOptions: (siteCode: string) => repository.roomOptions(siteCode),

    async create(auth: AuthContext, input: NewEquipment): Promise<EquipmentDetail> {
      await checkPlace(input.siteCode, input.roomId, 'body');
      const id = await repository.create(input, deps.now());
      return detail(auth, id);
    },

    async update(auth: AuthContext, id: number, fields: EquipmentFields): Promise<EquipmentDetail> {
      const current = await inUse(id);
      await checkPlace(current.siteCode, fields.roomId, 'body');
      const log =
        fields.state === current.state
          ? []
          : [
              logLine(
                auth,
                romeCalendarDay(deps.now()),
                'STATE',
                `Da «${equipmentStateLabels[current.state]}» a «${equipmentStateLabels[fields.state]}»`,
              ),
            ];
      await repository.update(id, fields, log, deps.now());
      return detail(auth, id);
    },

    async move(auth: AuthContext, id: number, move: MoveEquipment): Promise<EquipmentDetail> {
      const current = await inUse(id);
      await checkPlace(move.siteCode, move.roomId, 'body');
      const where =
        move.siteCode === current.siteCode ? 'Nuova collocazione' : `Spostata in ${move.siteCode}`;
      await repository.update(
        id,
        { siteCode: move.siteCode, roomId: move.roomId, locationNote: move.locationNote },
        [logLine(auth, move.day, 'MOVE', move.note ? `${where}: ${move.note}` : where)],
        deps.now(),
      );
      return detail(auth, id);
    },

    async retire(auth: AuthContext, id: number, retirement: RetireEquipment): Promise<EquipmentDetail> {
      await inUse(id);
      await repository.retire(
        id,
        retirement.day,
        logLine(auth, retirement.day, 'RETIREMENT', retirement.reason),
        deps.now(),
      );
      return detail(auth, id);
    },

    async addLog(auth: AuthContext, id: number, entry: NewEquipmentLogEntry): Promise<EquipmentDetail> {
      await inUse(id);
      await repository.addLog(id, { ...entry, createdByUserId: auth.userId });
      return detail(auth, id);
    },

    async addDocument(
      auth: AuthContext,
      id: number,
      upload: MultipartUpload<'file'>,
    ): Promise<EquipmentDetail> {
      const data = parseUploadData(equipmentDocumentUploadSchema, upload.data, { optional: false });
      const file = upload.files.file;
      if (!file) throw new AppError('SITE_INCORRECT_DATA');
      if (!(await repository.current(id))) throw new AppError('EQUIPMENT_NOT_FOUND');
      const stored = await deps.store.store(file);
      await repository.addDocument(id, { ...data, ...stored, uploadedByUserId: auth.userId });
      return detail(auth, id);
    },

    async removeDocument(auth: AuthContext, id: number, documentId: string): Promise<EquipmentDetail> {
      const storageKey = await repository.removeDocument(id, documentId);
      if (storageKey === null) throw new AppError('EQUIPMENT_DOCUMENT_NOT_FOUND');
      await deps.store.remove([storageKey]);
      return detail(auth, id);
    },

    async replaceCode(auth: AuthContext, id: number): Promise<EquipmentDetail> {
      await inUse(id);
      await repository.replaceCode(id, deps.now());
      return detail(auth, id);
    },

    async revokeCode(auth: AuthContext, id: number): Promise<EquipmentDetail> {
      if (!(await repository.current(id))) throw new AppError('EQUIPMENT_NOT_FOUND');
      await repository.revokeCode(id, deps.now());
      return detail(auth, id);
    },
  };
}

export type SiteEquipmentsService = ReturnType<typeof createSiteEquipmentsService>;
