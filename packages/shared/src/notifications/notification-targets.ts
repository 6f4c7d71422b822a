/**
 * The screens a notification can open (its `state`, SPEC.md section 3) and their paths, with `:param`
 * placeholders filled from the notification's stateParams. Paths are those of SPEC.md section 2; the web
 * app opens a target only when it has that page, otherwise the notification shows no arrow.
 */
export const notificationTargets = {
  dashboard: '/dashboard',
  sites: '/sites',
  'site-detail': '/sites/detail/:siteCode',
  economics: '/economics',
  employees: '/employees',
  'employee-detail': '/employees/detail/:id',
  documents: '/documents',
  'document-detail': '/documents/:documentId',
  services: '/services',
  contacts: '/contacts',
  poa: '/poa',
  'quality-reports': '/quality/reports',
  'quality-controls': '/quality/controls',
  'quality-control-detail': '/quality/controls/:controlId',
  'quality-request-control': '/quality/request-control',
  'backoffice-quality-requests': '/backoffice/quality-requests',
  'quality-statistics': '/quality/statistics',
  'ati-managers': '/ati-managers',
  'kiosks-statistics': '/kiosks-statistics',
  'backoffice-kiosks': '/backoffice/kiosks',
  tickets: '/transmissions/tickets',
  'ticket-detail': '/transmissions/tickets/detail/:ticketId',
  messages: '/transmissions/messages',
  'message-detail': '/transmissions/messages/:id',
  billing: '/billing',
  'billing-detail': '/billing/:documentId',
  'real-estate': '/real-estate',
  'site-equipments': '/site-equipments',
  'site-equipment-detail': '/site-equipments/:siteEquipmentId',
  rooms: '/page-rooms',
  'variation-detail': '/variations/:variationId',
} as const;

export type NotificationState = keyof typeof notificationTargets;
export const notificationStates = Object.keys(notificationTargets) as [
  NotificationState,
  ...NotificationState[],
];

export const isNotificationState = (value: string): value is NotificationState =>
  Object.hasOwn(notificationTargets, value);

/** The names of a target path's parameters, e.g. ['ticketId'] for the ticket detail. */
export const targetParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
