import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { equipmentLogKindLabels, type EquipmentDetail } from '@portale/shared';
import { IconArrowsMove, IconArchive, IconFileUpload, IconPencil, IconTool } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { EquipmentDocuments } from './equipment-documents.tsx';
import { EquipmentFormDialog } from './equipment-form-dialog.tsx';
import { EquipmentLog } from './equipment-log.tsx';
import { EquipmentStateBadge, RetiredBadge } from './equipment-state-badge.tsx';
import { LogEntryDialog } from './log-entry-dialog.tsx';
import { MoveEquipmentDialog } from './move-equipment-dialog.tsx';
import { PrintLabelsDialog } from './print-labels-dialog.tsx';
import { QrCodeSection } from './qr-code-section.tsx';
import { RetireEquipmentDialog } from './retire-equipment-dialog.tsx';
import {
  dayOrDash,
  equipmentCategoryLabel,
  formatEquipmentLocation,
  lastMaintenanceText,
  retiredText,
} from './site-equipments-words.ts';
import { UploadDocumentDialog } from './upload-document-dialog.tsx';

/** Where the site's name leads: the customer's site page, staff's site editor, or nowhere. */
export type SiteLinkKind = 'customer' | 'staff' | null;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
    </div>
  );
}

function SiteName({ equipment, siteLink }: { equipment: EquipmentDetail; siteLink: SiteLinkKind }) {
  const params = { siteCode: equipment.siteCode };
  if (siteLink === 'customer')
    return (
      <Anchor renderRoot={(props) => <Link {...props} to="/sites/detail/$siteCode" params={params} />}>
        {equipment.siteName}
      </Anchor>
    );
  if (siteLink === 'staff')
    return (
      <Anchor renderRoot={(props) => <Link {...props} to="/backoffice/sites/$siteCode" params={params} />}>
        {equipment.siteName}
      </Anchor>
    );
  return <>{equipment.siteName}</>;
}

function EquipmentData({
  equipment,
  siteLink,
  staff,
}: {
  equipment: EquipmentDetail;
  siteLink: SiteLinkKind;
  staff: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="equipment-data-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="equipment-data-title">
          Dati
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label="Categoria">{equipmentCategoryLabel(equipment.category)}</Field>
          <Field label="Marca">{equipment.brand || '–'}</Field>
          <Field label="Modello">{equipment.model || '–'}</Field>
          <Field label="Matricola">{equipment.serialNumber ?? '–'}</Field>
          <Field label="Ubicazione">
            <SiteName equipment={equipment} siteLink={siteLink} />
          </Field>
          {staff && <Field label="Cliente">{equipment.customerName}</Field>}
          <Field label="Posizione">{formatEquipmentLocation(equipment.location)}</Field>
          <Field label="Data di installazione">{dayOrDash(equipment.installedOn)}</Field>
          <Field label="Ultima manutenzione">{lastMaintenanceText(equipment.lastMaintenanceOn)}</Field>
          {equipment.retiredOn && <Field label="Data di dismissione">{dayOrDash(equipment.retiredOn)}</Field>}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

type Dialog = 'edit' | 'move' | 'retire' | 'log' | 'document' | 'print' | null;

function StaffActions({ onOpen }: { onOpen: (dialog: Dialog) => void }) {
  return (
    <Group gap="sm" wrap="wrap" role="group" aria-label="Azioni sull’attrezzatura">
      <Button
        variant="light"
        leftSection={<IconPencil size={18} aria-hidden />}
        onClick={() => onOpen('edit')}
      >
        Modifica
      </Button>
      <Button
        variant="light"
        leftSection={<IconArrowsMove size={18} aria-hidden />}
        onClick={() => onOpen('move')}
      >
        Sposta
      </Button>
      <Button variant="light" leftSection={<IconTool size={18} aria-hidden />} onClick={() => onOpen('log')}>
        Aggiungi intervento
      </Button>
      <Button
        variant="light"
        leftSection={<IconFileUpload size={18} aria-hidden />}
        onClick={() => onOpen('document')}
      >
        Carica documento
      </Button>
      <Button
        variant="light"
        color="red"
        leftSection={<IconArchive size={18} aria-hidden />}
        onClick={() => onOpen('retire')}
      >
        Dismetti
      </Button>
    </Group>
  );
}

/** Why and when it was retired: the retirement's line of the log says why. */
function RetiredNotice({ equipment, retiredOn }: { equipment: EquipmentDetail; retiredOn: string }) {
  const reason = equipment.log.find((entry) => entry.kind === 'RETIREMENT')?.description;
  return (
    <Alert color="gray" variant="light" title={retiredText(retiredOn)}>
      <Text size="sm">
        Resta nel registro con i suoi documenti e interventi, ma non si può più modificare e la sua etichetta
        non porta più alla sua pagina.
      </Text>
      {reason && (
        <Text size="sm" mt={4}>
          {equipmentLogKindLabels.RETIREMENT}: {reason}
        </Text>
      )}
    </Alert>
  );
}

type EquipmentDetailViewProps = {
  equipment: EquipmentDetail;
  /** Staff with equipment (permission 17): the changes, the documents to add and remove, the label. */
  canManage: boolean;
  /** Staff: the customer is named. */
  staff: boolean;
  siteLink: SiteLinkKind;
};

/**
 * A piece of equipment as both sides read it: what it is, where, its state, its documents and its log;
 * for staff who manage equipment, the changes and its label, unless it was retired.
 */
export function EquipmentDetailView({ equipment, canManage, staff, siteLink }: EquipmentDetailViewProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const changeable = canManage && equipment.retiredOn === null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
          {equipment.name}
        </Title>
        <Group gap="xs" mt={4} wrap="wrap">
          <Text c="dimmed">
            Etichetta{' '}
            <Text span ff="monospace">
              {equipment.labelCode}
            </Text>
          </Text>
          <EquipmentStateBadge state={equipment.state} />
          {equipment.retiredOn && <RetiredBadge />}
        </Group>
      </div>
      {equipment.retiredOn && <RetiredNotice equipment={equipment} retiredOn={equipment.retiredOn} />}
      {changeable && <StaffActions onOpen={setDialog} />}
      <EquipmentData equipment={equipment} siteLink={siteLink} staff={staff} />
      <EquipmentDocuments equipment={equipment} canManage={changeable} />
      <EquipmentLog log={equipment.log} />
      {changeable && <QrCodeSection equipment={equipment} onPrint={() => setDialog('print')} />}
      {dialog === 'edit' && <EquipmentFormDialog equipment={equipment} onClose={close} />}
      {dialog === 'move' && <MoveEquipmentDialog equipment={equipment} onClose={close} />}
      {dialog === 'retire' && <RetireEquipmentDialog equipment={equipment} onClose={close} />}
      {dialog === 'log' && <LogEntryDialog equipment={equipment} onClose={close} />}
      {dialog === 'document' && <UploadDocumentDialog equipment={equipment} onClose={close} />}
      {dialog === 'print' && <PrintLabelsDialog items={[equipment]} onClose={close} />}
    </Stack>
  );
}
