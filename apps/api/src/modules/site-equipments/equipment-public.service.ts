import type { Readable } from 'node:stream';
import {
  equipmentCategoryLabels,
  equipmentPlaceWords,
  equipmentReportSchema,
  equipmentReportsPerCodePerHour,
  type PublicEquipmentPage,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AttachmentStore } from '../../plugins/attachment-store.ts';
import { detectImageType, parseUploadData, type MultipartUpload } from '../../plugins/files.ts';
import type { TicketsService } from '../tickets/index.ts';
import type { EquipmentPublicRepository } from './equipment-public.repository.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The same answer for a code that never existed and for a revoked one: codes cannot be told apart. */
const unknownCode = () => new AppError('EQUIPMENT_CODE_NOT_FOUND');

/**
 * The labels' public page (issue 29), reached by a code of 128 random bits and never by an id: what the
 * equipment is, where, its state and its safety documents, and a form that opens a ticket. Nothing else
 * of the record leaves this service: the answer is built field by field from a whitelist.
 */
export function createEquipmentPublicService(deps: {
  repository: EquipmentPublicRepository;
  store: AttachmentStore;
  tickets: Pick<TicketsService, 'openWithoutAccount'>;
  /** Told of a new report, after it is stored (the site's readers, staff's queue). */
  afterReport: (report: {
    ticketId: string;
    code: string;
    siteCode: string;
    equipmentName: string;
  }) => Promise<void>;
  providerName: string;
  now: () => Date;
}) {
  const { repository } = deps;

  /** The equipment of an active code; 404 for an unknown or revoked one. */
  async function activeEquipment(publicId: string) {
    const code = await repository.code(publicId);
    if (!code || (code.revokedAt !== null && code.replacedAt === null)) throw unknownCode();
    if (code.replacedAt !== null) return null;
    const found = await repository.equipment(code.equipmentId);
    if (!found) throw unknownCode();
    return { equipmentId: code.equipmentId, ...found };
  }

  return {
    async page(publicId: string): Promise<PublicEquipmentPage> {
      const active = await activeEquipment(publicId);
      if (!active) return { status: 'replaced' };
      const { row, documents } = active;
      return {
        status: 'active',
        equipment: {
          labelCode: row.labelCode,
          name: row.name,
          category: row.category,
          brand: row.brand,
          model: row.model,
          siteName: row.siteName,
          siteCity: row.siteCity,
          location: {
            buildingName: row.buildingName,
            floorName: row.floorName,
            roomName: row.roomName,
            note: row.locationNote,
          },
          state: row.state,
          documents,
          providerName: deps.providerName,
        },
      };
    },

    async openDocument(
      publicId: string,
      documentId: string,
    ): Promise<{ stream: Readable; sizeBytes: number; contentType: string; filename: string }> {
      const active = await activeEquipment(publicId);
      if (!active) throw unknownCode();
      // Any text may come in the address: only a document's id can name one.
      const document = uuidPattern.test(documentId)
        ? await repository.document(active.equipmentId, documentId)
        : null;
      const file = document ? await deps.store.open(document.storageKey) : null;
      if (!document || !file) throw new AppError('EQUIPMENT_DOCUMENT_NOT_FOUND');
      return { ...file, contentType: document.contentType, filename: document.filename };
    },

    /**
     * A problem reported by whoever holds the label: a ticket on the equipment's site, with the photo if
     * one came (an image, checked by its bytes, within the attachments' rules), at most a few an hour
     * from one label.
     */
    async report(publicId: string, upload: MultipartUpload<'photo'>): Promise<{ ticketCode: string }> {
      const report = parseUploadData(equipmentReportSchema, upload.data, { optional: false });
      const active = await activeEquipment(publicId);
      if (!active) throw unknownCode();
      const createdAt = deps.now();
      const hourAgo = new Date(createdAt.getTime() - 3_600_000);
      if ((await repository.reportsSince(publicId, hourAgo)) >= equipmentReportsPerCodePerHour)
        throw new AppError('EQUIPMENT_REPORTS_TOO_MANY');
      const photo = upload.files.photo;
      if (photo && !detectImageType(photo.bytes))
        throw new AppError('VALIDATION', {
          fields: [{ path: 'photo', message: 'Carica un’immagine JPEG, PNG o WebP' }],
        });
      const stored = photo ? await deps.store.store(photo) : null;
      const { row } = active;
      const place = equipmentPlaceWords({
        buildingName: row.buildingName,
        floorName: row.floorName,
        roomName: row.roomName,
        note: row.locationNote,
      });
      const description = [
        report.description,
        '',
        `Segnalato dall’etichetta ${row.labelCode} (${equipmentCategoryLabels[row.category]}: ${row.brand} ${row.model}).`,
        report.contact
          ? `Recapito lasciato da chi segnala: ${report.contact}`
          : 'Chi segnala non ha lasciato un recapito.',
      ].join('\n');
      let ticket: { id: string; code: string };
      try {
        ticket = await deps.tickets.openWithoutAccount(
          {
            type: 'MAINTENANCE',
            urgency: 'MEDIUM',
            subject: `Guasto segnalato: ${row.name} (${row.labelCode})`.slice(0, 150),
            description,
            siteCode: row.siteCode,
            customerCode: row.customerCode,
            room: place || null,
          },
          {
            files: stored ? [stored] : [],
            within: (tx, ticketId) =>
              repository.recordReport(tx, {
                ticketId,
                equipmentId: active.equipmentId,
                qrCodeId: publicId,
                createdAt,
              }),
          },
        );
      } catch (error) {
        if (stored) await deps.store.remove([stored.storageKey]);
        throw error;
      }
      await deps.afterReport({
        ticketId: ticket.id,
        code: ticket.code,
        siteCode: row.siteCode,
        equipmentName: row.name,
      });
      return { ticketCode: ticket.code };
    },
  };
}

export type EquipmentPublicService = ReturnType<typeof createEquipmentPublicService>;
