import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EquipmentDetail } from '@portale/shared';
import { IconPrinter, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../lib/confirm-dialog.tsx';
import { CopyableLink } from '../../lib/copyable-link.tsx';
import { formatDateAfter } from '../../lib/format.ts';
import { useEquipmentActions } from './api/site-equipments-api.ts';
import { equipmentQrCodeErrorMessage } from './site-equipments-errors.ts';

type QrCodeSectionProps = {
  equipment: EquipmentDetail;
  /** Opens «Stampa l’etichetta» for this piece of equipment. */
  onPrint: () => void;
};

/**
 * «Codice QR», staff's only: the address the label's code leads to (the public page anyone who meets
 * the machine may open), since when, and the label to print, replace or revoke.
 */
export function QrCodeSection({ equipment, onPrint }: QrCodeSectionProps) {
  const { replaceQrCode, revokeQrCode } = useEquipmentActions(equipment.id);
  const [asking, setAsking] = useState<'replace' | 'revoke' | null>(null);
  const qrCode = equipment.qrCode;

  const issueNew = async () => {
    await replaceQrCode.mutateAsync();
    notifications.show({
      color: 'green',
      title: 'Nuova etichetta pronta',
      message: 'Stampala e attaccala all’attrezzatura al posto di quella vecchia.',
    });
    onPrint();
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="equipment-qr-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="equipment-qr-title">
          Codice QR
        </Title>
        {qrCode ? (
          <>
            <CopyableLink
              label="Indirizzo della pagina pubblica"
              url={qrCode.url}
              description={`Il codice QR dell’etichetta porta a questa pagina: etichetta in uso ${formatDateAfter('dal', qrCode.issuedAt)}.`}
              withOpenButton
            />
            <Group gap="sm" wrap="wrap">
              <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={onPrint}>
                Stampa etichetta
              </Button>
              <Button variant="light" onClick={() => setAsking('replace')}>
                Sostituisci etichetta
              </Button>
              <Button variant="light" color="red" onClick={() => setAsking('revoke')}>
                Revoca
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">
              L’etichetta è stata revocata: chi inquadra il vecchio codice QR non trova più la pagina
              dell’attrezzatura. Con una nuova etichetta la pagina pubblica torna disponibile.
            </Text>
            <Group>
              <Button
                leftSection={<IconQrcode size={18} aria-hidden />}
                loading={replaceQrCode.isPending}
                onClick={() => setAsking('replace')}
              >
                Nuova etichetta
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking === 'replace'}
        title={qrCode ? 'Sostituire l’etichetta?' : 'Creare una nuova etichetta?'}
        message={
          qrCode
            ? 'Verrà creato un nuovo codice QR da stampare e attaccare al posto di quello vecchio: chi inquadra la vecchia etichetta leggerà solo che è stata sostituita.'
            : 'Verrà creato un nuovo codice QR da stampare e attaccare all’attrezzatura.'
        }
        confirmLabel={qrCode ? 'Sostituisci l’etichetta' : 'Crea l’etichetta'}
        onConfirm={issueNew}
        errorMessage={equipmentQrCodeErrorMessage}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'revoke'}
        title="Revocare l’etichetta?"
        message="Chi inquadra il codice QR non troverà più la pagina dell’attrezzatura, come se l’etichetta non fosse mai esistita. Potrai crearne una nuova in ogni momento."
        confirmLabel="Revoca"
        color="red"
        onConfirm={async () => {
          await revokeQrCode.mutateAsync();
          notifications.show({
            color: 'green',
            title: 'Etichetta revocata',
            message: `Il codice QR di «${equipment.name}» non porta più alla sua pagina.`,
          });
        }}
        errorMessage={equipmentQrCodeErrorMessage}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}
