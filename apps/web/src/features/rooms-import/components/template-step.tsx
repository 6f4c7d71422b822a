import { Alert, Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { saveRoomsTemplate } from '../api/room-files.ts';
import { templateErrorMessage } from '../import-errors.ts';
import { ImportStep } from './import-step.tsx';

/** Step 1: the site's template, with its rooms as they are today, to fill in Excel. */
export function TemplateStep({ siteCode, jobTaskId }: { siteCode: string; jobTaskId: string }) {
  const download = useMutation({ mutationFn: () => saveRoomsTemplate(siteCode, jobTaskId) });
  return (
    <ImportStep number={1} title="Scarica il modello">
      <Text size="sm">
        Il modello è un foglio Excel con le colonne da compilare, gli elenchi delle categorie e delle
        frequenze e i locali che l’ubicazione ha oggi: aggiungi, modifica o togli le righe e salvalo.
      </Text>
      <Button
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate()}
        w="fit-content"
      >
        Scarica il modello
      </Button>
      {download.isError && (
        <Alert color="red" variant="light" role="alert">
          {templateErrorMessage(download.error)}
        </Alert>
      )}
    </ImportStep>
  );
}
