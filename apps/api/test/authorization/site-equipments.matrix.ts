import { siteEquipmentsAccess } from '@portale/shared';
import { everyone, holdersOf, staffOf, type MatrixEntry } from './matrix.ts';

/**
 * Site equipment, under the rules of siteEquipmentsAccess. The reads are login routes checking the rule
 * in the service (customers with sub-role 15, staff with 17); staff with 17 write, print labels and keep
 * the codes. The labels' public page takes anyone: an unknown code answers 404 alike to everyone.
 */
const { read, manage } = siteEquipmentsAccess.rules;
const unknownEquipment = () => ({ params: { siteEquipmentId: 2_147_483_647 } });
const unknownDocument = () => ({
  params: { siteEquipmentId: 2_147_483_647, documentId: '00000000-0000-4000-8000-000000000000' },
});
const unknownCode = () => ({ params: { qrCodeId: 'AAAAAAAAAAAAAAAAAAAAAA' } });
const day = '2026-11-20';

export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/site-equipments', access: holdersOf(read) },
  { method: 'GET', path: '/site-equipments/filters', access: holdersOf(read) },
  { method: 'GET', path: '/site-equipments/summary', access: holdersOf(read) },
  {
    method: 'GET',
    path: '/site-equipments/:siteEquipmentId',
    access: holdersOf(read),
    request: unknownEquipment,
  },
  {
    method: 'GET',
    path: '/site-equipments/:siteEquipmentId/documents/:documentId',
    access: holdersOf(read),
    request: unknownDocument,
  },
  {
    method: 'GET',
    path: '/site-equipments/rooms',
    access: staffOf(manage),
    request: ({ foreign }) => ({ query: { siteCode: foreign.siteCode } }),
  },
  {
    method: 'GET',
    path: '/site-equipments/labels',
    access: staffOf(manage),
    request: () => ({ query: { ids: '2147483647' } }),
  },
  {
    method: 'POST',
    path: '/site-equipments',
    access: staffOf(manage),
    request: () => ({ body: {} }),
  },
  {
    method: 'PUT',
    path: '/site-equipments/:siteEquipmentId',
    access: staffOf(manage),
    request: () => ({ ...unknownEquipment(), body: {} }),
  },
  {
    method: 'POST',
    path: '/site-equipments/:siteEquipmentId/move',
    access: staffOf(manage),
    request: () => ({ ...unknownEquipment(), body: {} }),
  },
  {
    method: 'POST',
    path: '/site-equipments/:siteEquipmentId/retire',
    access: staffOf(manage),
    request: () => ({ ...unknownEquipment(), body: { day, reason: 'Prova' } }),
  },
  {
    method: 'POST',
    path: '/site-equipments/:siteEquipmentId/log',
    access: staffOf(manage),
    request: () => ({ ...unknownEquipment(), body: {} }),
  },
  {
    method: 'POST',
    path: '/site-equipments/:siteEquipmentId/documents',
    access: staffOf(manage),
    request: unknownEquipment,
  },
  {
    method: 'DELETE',
    path: '/site-equipments/:siteEquipmentId/documents/:documentId',
    access: staffOf(manage),
    request: unknownDocument,
  },
  {
    method: 'POST',
    path: '/site-equipments/:siteEquipmentId/qr-code',
    access: staffOf(manage),
    request: unknownEquipment,
  },
  {
    method: 'DELETE',
    path: '/site-equipments/:siteEquipmentId/qr-code',
    access: staffOf(manage),
    request: unknownEquipment,
  },
  { method: 'GET', path: '/public/site-equipments/:qrCodeId', access: everyone, request: unknownCode },
  {
    method: 'GET',
    path: '/public/site-equipments/:qrCodeId/documents/:documentId',
    access: everyone,
    request: () => ({ params: { qrCodeId: 'AAAAAAAAAAAAAAAAAAAAAA', documentId: 'x' } }),
  },
  {
    method: 'POST',
    path: '/public/site-equipments/:qrCodeId/reports',
    access: everyone,
    request: unknownCode,
  },
];
