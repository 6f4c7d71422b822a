import type { FastifyInstance } from 'fastify';
import {
  equipmentReportContract,
  equipmentReportsPerAddressPer10Minutes,
  publicEquipmentContract,
  publicEquipmentDocumentContract,
} from '@portale/shared';
import { readMultipartUpload, sendFile } from '../../plugins/files.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { EquipmentPublicService } from './equipment-public.service.ts';

/** The JSON part of a report: a description of at most 2,000 characters and a contact. */
const reportDataMaxBytes = 12_288;

/**
 * The labels' public routes, without login. Each is limited per address (`publicCallsPerMinute`), so
 * that codes cannot be tried by the thousand; reports more tightly, and per label in the service.
 */
export function registerEquipmentPublicRoutes(
  app: FastifyInstance,
  service: EquipmentPublicService,
  options: { publicCallsPerMinute: number },
) {
  const limited = { rateLimitPerMinute: options.publicCallsPerMinute };
  registerRoute(app, publicEquipmentContract, ({ params }) => service.page(params.qrCodeId), limited);
  registerRoute(
    app,
    publicEquipmentDocumentContract,
    async ({ params, reply }) =>
      sendFile(reply, await service.openDocument(params.qrCodeId, params.documentId)),
    limited,
  );
  registerRoute(
    app,
    equipmentReportContract,
    async ({ params, request }) =>
      service.report(params.qrCodeId, await readMultipartUpload(request, ['photo'], reportDataMaxBytes)),
    {
      invalidates: ['tickets', 'ticket_events', 'ticket_attachments', 'equipment_reports'],
      limitPerKey: {
        max: equipmentReportsPerAddressPer10Minutes,
        timeWindow: '10 minutes',
        key: (request) => `equipment-report:${request.ip}`,
      },
    },
  );
}
