import { siteEquipmentsRules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { shellRoute } from '../../lib/route-parents.ts';
import { equipmentSearchSchema } from './site-equipments-search.ts';

// The rules only, and the titles as words: the area's menu stays off the first screen (route-titles.test.ts).
const rules = siteEquipmentsRules;

/** The customer's equipment (sub-role site equipments, 15). */
const siteEquipmentsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/site-equipments',
  staticData: { title: 'Attrezzature' },
  validateSearch: equipmentSearchSchema,
  beforeLoad: requireAccess(rules.page),
  component: lazyPage(() => import('./site-equipments-page.tsx'), 'SiteEquipmentsPage'),
});

/**
 * A piece of equipment's page, for both sides: staff's list links here too, and staff with equipment
 * find here its changes and its label (one route fewer on the first screen).
 */
const equipmentDetailRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/site-equipments/$siteEquipmentId',
  staticData: { title: 'Attrezzatura' },
  beforeLoad: requireAccess(rules.read),
  component: lazyPage(() => import('./equipment-detail-page.tsx'), 'EquipmentDetailPage'),
});

/** Staff's equipment (permission equipment, 17): every customer's, new ones, and the labels to print. */
const staffSiteEquipmentsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/site-equipments',
  staticData: { title: 'Attrezzature' },
  validateSearch: equipmentSearchSchema,
  beforeLoad: requireAccess(rules.manage),
  component: lazyPage(() => import('./site-equipments-page.tsx'), 'StaffSiteEquipmentsPage'),
});

export const siteEquipmentsRoutes = [
  siteEquipmentsRoute,
  equipmentDetailRoute,
  staffSiteEquipmentsRoute,
] as const;
