import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { apiErrorMessage } from './api-error-message.ts';

type ExportButtonProps<Request> = {
  /** The list's export call (a mutation that downloads the file). */
  exporter: {
    mutate: (request: Request, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
  request: Request;
  /** What the file holds, after «Il file Excel con»: «i locali», «le ubicazioni». */
  contents: string;
  /** The Italian words of the failures the list names, by status. */
  errorMessages: Parameters<typeof apiErrorMessage>[1];
  disabled: boolean;
};

/** «Esporta in Excel» of a list: the file with the list's filters and order, and what became of it. */
export function ExportButton<Request>({
  exporter,
  request,
  contents,
  errorMessages,
  disabled,
}: ExportButtonProps<Request>) {
  const start = () =>
    exporter.mutate(request, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: 'Esportazione completata',
          message: `Il file Excel con ${contents} è stato scaricato.`,
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Esportazione non riuscita',
          message: apiErrorMessage(error, errorMessages),
        }),
    });
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        onClick={start}
        loading={exporter.isPending}
        loaderProps={{ type: 'dots' }}
        disabled={disabled}
      >
        Esporta in Excel
      </Button>
      {exporter.isPending && (
        <Text size="sm" c="dimmed" role="status">
          Preparazione del file in corso…
        </Text>
      )}
    </Group>
  );
}
