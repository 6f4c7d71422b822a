import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { maxZipDocuments, type BillingFilterQuery } from '@portale/shared';
import { IconFileSpreadsheet, IconFileZip, IconX } from '@tabler/icons-react';
import { wrappingButton } from '../../../lib/wrapping-labels.ts';
import { useDownloadBillingZip, useExportBillingList } from '../api/billing-files.ts';
import { billingErrorMessage } from '../billing-errors.ts';
import { selectedText } from '../billing-text.ts';
import { formatNumber } from '../../../lib/italian-numbers.ts';

type BillingDownloadsProps = {
  selected: readonly string[];
  onClearSelection: () => void;
  filter: BillingFilterQuery;
  /** No document to export. */
  empty: boolean;
};

const failed = (title: string) => (error: unknown) =>
  notifications.show({ color: 'red', title, message: billingErrorMessage(error) });

/** The zip of the chosen PDFs and the Excel export of the filtered list. */
export function BillingDownloads({ selected, onClearSelection, filter, empty }: BillingDownloadsProps) {
  const zip = useDownloadBillingZip();
  const exportList = useExportBillingList();
  const tooMany = selected.length > maxZipDocuments;

  return (
    <Group gap="sm" wrap="wrap" align="center">
      <Button
        leftSection={<IconFileZip size={18} aria-hidden />}
        disabled={selected.length === 0 || tooMany}
        loading={zip.isPending}
        onClick={() => zip.mutate(selected, { onError: failed('Download non riuscito') })}
        classNames={wrappingButton}
      >
        {selected.length === 0
          ? 'Scarica i PDF selezionati'
          : `Scarica ${formatNumber(selected.length)} PDF in un file zip`}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        disabled={empty}
        loading={exportList.isPending}
        onClick={() =>
          exportList.mutate(filter, {
            onSuccess: () =>
              notifications.show({
                color: 'green',
                title: 'Esportazione completata',
                message: 'Il file Excel con i documenti dell’elenco è stato scaricato.',
              }),
            onError: failed('Esportazione non riuscita'),
          })
        }
      >
        Esporta in Excel
      </Button>
      {selected.length > 0 && (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" c={tooMany ? 'red' : 'dimmed'} aria-live="polite">
            {tooMany
              ? `${selectedText(selected.length)}: al massimo ${maxZipDocuments} per volta`
              : selectedText(selected.length)}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={onClearSelection}
          >
            Annulla la selezione
          </Button>
        </Group>
      )}
    </Group>
  );
}
