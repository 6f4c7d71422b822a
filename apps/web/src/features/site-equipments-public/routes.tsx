import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { rootRoute } from '../../lib/route-parents.ts';

/**
 * The page a label's QR code opens (SPEC.md, issue 29): outside the shell, no login, no session read.
 * The code needs no check of its own here (the API answers 404 to any code it does not know), so the
 * route brings no zod to the first screen; the page's code loads when it is opened.
 */
const publicEquipmentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/site-equipments-anonymous/$qrCodeId',
  staticData: { title: 'Attrezzatura' },
  component: lazyPage(() => import('./public-equipment-page.tsx'), 'PublicEquipmentPage'),
});

export const siteEquipmentsPublicRoutes = [publicEquipmentRoute] as const;
