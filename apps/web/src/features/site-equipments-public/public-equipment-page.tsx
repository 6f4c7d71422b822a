import { getRouteApi } from '@tanstack/react-router';
import { usePublicEquipment } from './api/public-equipment.ts';
import { PublicEquipmentScreen } from './public-equipment-screen.tsx';

const publicEquipmentRoute = getRouteApi('/site-equipments-anonymous/$qrCodeId');

/**
 * /site-equipments-anonymous/{qrCodeId}: what a label's QR code opens, with no login. The code is the
 * only key; the shell, the menus and the session are not loaded.
 */
export function PublicEquipmentPage() {
  const { qrCodeId } = publicEquipmentRoute.useParams();
  const query = usePublicEquipment(qrCodeId);
  return <PublicEquipmentScreen qrCodeId={qrCodeId} query={query} />;
}
