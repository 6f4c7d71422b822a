import type { FastifyInstance } from 'fastify';
import {
  deleteEquipmentDocumentContract,
  equipmentDetailContract,
  equipmentDocumentContract,
  equipmentFiltersContract,
  equipmentLabelsContract,
  equipmentListContract,
  equipmentRoomOptionsContract,
  equipmentSummaryContract,
  moveEquipmentContract,
  newEquipmentContract,
  newEquipmentLogEntryContract,
  replaceEquipmentQrCodeContract,
  retireEquipmentContract,
  revokeEquipmentQrCodeContract,
  updateEquipmentContract,
  uploadEquipmentDocumentContract,
} from '@portale/shared';
import { downloadHeaders, readMultipartUpload, sendFile } from '../../plugins/files.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { createEquipmentLabelsService } from './equipment-labels.service.ts';
import type { SiteEquipmentsService } from './site-equipments.service.ts';

/** The JSON part of a document's upload: a kind and a title. */
const documentDataMaxBytes = 2_048;

const equipmentTables = ['site_equipments', 'equipment_log_entries'] as const;

/** The logged-in routes: both sides read, staff with equipment (17) write. */
export function registerSiteEquipmentsRoutes(
  app: FastifyInstance,
  services: { equipment: SiteEquipmentsService; labels: ReturnType<typeof createEquipmentLabelsService> },
) {
  const { equipment, labels } = services;
  registerRoute(app, equipmentListContract, ({ request, query }) =>
    equipment.list(requireAuth(request), query),
  );
  registerRoute(app, equipmentFiltersContract, ({ request }) => equipment.filters(requireAuth(request)));
  registerRoute(app, equipmentSummaryContract, ({ request }) => equipment.summary(requireAuth(request)));
  registerRoute(app, equipmentRoomOptionsContract, ({ query }) => equipment.roomOptions(query.siteCode));
  registerRoute(app, equipmentLabelsContract, async ({ query, reply }) => {
    const pdf = await labels.sheet(query);
    downloadHeaders(reply, {
      contentType: 'application/pdf',
      filename: 'etichette-attrezzature.pdf',
      sizeBytes: pdf.byteLength,
    });
    return Buffer.from(pdf);
  });
  registerRoute(app, equipmentDetailContract, ({ request, params }) =>
    equipment.detail(requireAuth(request), params.siteEquipmentId),
  );
  registerRoute(app, equipmentDocumentContract, async ({ request, params, reply }) =>
    sendFile(
      reply,
      await equipment.openDocument(requireAuth(request), params.siteEquipmentId, params.documentId),
    ),
  );
  registerRoute(
    app,
    newEquipmentContract,
    ({ request, body }) => equipment.create(requireAuth(request), body),
    {
      invalidates: ['site_equipments', 'equipment_qr_codes'],
    },
  );
  registerRoute(
    app,
    updateEquipmentContract,
    ({ request, params, body }) => equipment.update(requireAuth(request), params.siteEquipmentId, body),
    { invalidates: equipmentTables },
  );
  registerRoute(
    app,
    moveEquipmentContract,
    ({ request, params, body }) => equipment.move(requireAuth(request), params.siteEquipmentId, body),
    { invalidates: equipmentTables },
  );
  registerRoute(
    app,
    retireEquipmentContract,
    ({ request, params, body }) => equipment.retire(requireAuth(request), params.siteEquipmentId, body),
    { invalidates: [...equipmentTables, 'equipment_qr_codes'] },
  );
  registerRoute(
    app,
    newEquipmentLogEntryContract,
    ({ request, params, body }) => equipment.addLog(requireAuth(request), params.siteEquipmentId, body),
    { invalidates: ['equipment_log_entries'] },
  );
  registerRoute(
    app,
    uploadEquipmentDocumentContract,
    async ({ request, params }) => {
      const auth = requireAuth(request);
      const upload = await readMultipartUpload(request, ['file'], documentDataMaxBytes);
      return equipment.addDocument(auth, params.siteEquipmentId, upload);
    },
    { invalidates: ['equipment_documents'] },
  );
  registerRoute(
    app,
    deleteEquipmentDocumentContract,
    ({ request, params }) =>
      equipment.removeDocument(requireAuth(request), params.siteEquipmentId, params.documentId),
    { invalidates: ['equipment_documents'] },
  );
  registerRoute(
    app,
    replaceEquipmentQrCodeContract,
    ({ request, params }) => equipment.replaceCode(requireAuth(request), params.siteEquipmentId),
    { invalidates: ['equipment_qr_codes'] },
  );
  registerRoute(
    app,
    revokeEquipmentQrCodeContract,
    ({ request, params }) => equipment.revokeCode(requireAuth(request), params.siteEquipmentId),
    { invalidates: ['equipment_qr_codes'] },
  );
}
