import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MySiteFilterQuery } from '@portale/shared';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useExportMySites } from '../api/export-my-sites.ts';

/** "Esporta in Excel": the list with the same search, status, job order and order, as an .xlsx file. */
export function ExportSitesButton({ filter, disabled }: { filter: MySiteFilterQuery; disabled: boolean }) {
  const exportSites = useExportMySites();
  const start = () =>
    exportSites.mutate(filter, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: 'Esportazione completata',
          message: 'Il file Excel con le ubicazioni è stato scaricato.',
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Esportazione non riuscita',
          message: apiErrorMessage(error, { 403: 'Non hai il permesso di esportare le ubicazioni.' }),
        }),
    });

  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        onClick={start}
        loading={exportSites.isPending}
        loaderProps={{ type: 'dots' }}
        disabled={disabled}
      >
        Esporta in Excel
      </Button>
      {exportSites.isPending && (
        <Text size="sm" c="dimmed" role="status">
          Preparazione del file in corso…
        </Text>
      )}
    </Group>
  );
}
