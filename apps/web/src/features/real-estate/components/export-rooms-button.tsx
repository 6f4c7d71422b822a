import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useExportRooms } from '../api/room-list.ts';
import { realEstateErrorMessages } from '../real-estate-errors.ts';

type ExportRoomsButtonProps = {
  /** The site and the table's day, filters and order. */
  request: Parameters<ReturnType<typeof useExportRooms>['mutate']>[0];
  disabled: boolean;
};

/** «Esporta in Excel»: the rooms the filters keep, on the day and in the order shown, as an .xlsx file. */
export function ExportRoomsButton({ request, disabled }: ExportRoomsButtonProps) {
  const exportRooms = useExportRooms();
  const start = () =>
    exportRooms.mutate(request, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: 'Esportazione completata',
          message: 'Il file Excel con i locali è stato scaricato.',
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Esportazione non riuscita',
          message: apiErrorMessage(error, realEstateErrorMessages),
        }),
    });
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        onClick={start}
        loading={exportRooms.isPending}
        loaderProps={{ type: 'dots' }}
        disabled={disabled}
      >
        Esporta in Excel
      </Button>
      {exportRooms.isPending && (
        <Text size="sm" c="dimmed" role="status">
          Preparazione del file in corso…
        </Text>
      )}
    </Group>
  );
}
