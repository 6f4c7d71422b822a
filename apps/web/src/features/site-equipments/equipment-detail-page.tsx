import { Anchor, Center, Loader, Stack, Title } from '@mantine/core';
import { siteEquipmentsRules, sitesRules } from '@portale/shared';
import { Link, useParams } from '@tanstack/react-router';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { LoadError } from '../../lib/load-error.tsx';
import { linkLeadsNowhere, MissingItem } from '../../lib/missing-item.tsx';
import { profileAllows } from '../../lib/profile-access.ts';
import { useEquipmentDetail } from './api/site-equipments-api.ts';
import { EquipmentDetailView, type SiteLinkKind } from './equipment-detail-view.tsx';
import { equipmentReadErrorMessage } from './site-equipments-errors.ts';

/**
 * /site-equipments/{id}: a piece of equipment, for customers with sub-role site equipments over their
 * sites and for staff with equipment over every site, who find there its changes and its label.
 */
export function EquipmentDetailPage() {
  const { siteEquipmentId } = useParams({ strict: false }) as { siteEquipmentId: string };
  const detail = useEquipmentDetail(Number(siteEquipmentId));
  const profile = useCurrentProfile();
  const staff = profile.roles.includes('staff');
  const canManage = profileAllows(profile, siteEquipmentsRules.manage);
  const siteLink: SiteLinkKind = staff
    ? profileAllows(profile, sitesRules.backOffice)
      ? 'staff'
      : null
    : profileAllows(profile, sitesRules.list)
      ? 'customer'
      : null;
  const listPath = staff ? '/backoffice/site-equipments' : '/site-equipments';
  const back = (
    <Anchor renderRoot={(props) => <Link {...props} to={listPath} />}>Torna alle attrezzature</Anchor>
  );

  if (detail.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Caricamento dell’attrezzatura" />
      </Center>
    );
  if (detail.isError) {
    if (linkLeadsNowhere(detail.error))
      return (
        <Stack gap="md">
          <MissingItem title="Attrezzatura non trovata">
            L’attrezzatura non esiste o non è in un’ubicazione che puoi vedere.
          </MissingItem>
          {back}
        </Stack>
      );
    return (
      <Stack gap="md">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Attrezzatura
        </Title>
        <LoadError title="Attrezzatura non caricata" query={detail}>
          {equipmentReadErrorMessage(detail.error)}
        </LoadError>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {back}
      <EquipmentDetailView equipment={detail.data} canManage={canManage} staff={staff} siteLink={siteLink} />
    </Stack>
  );
}
