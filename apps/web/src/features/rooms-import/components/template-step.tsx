import { Alert, Text } from '@mantine/core';
import { romeToday } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { DownloadButton } from '../../../lib/download-button.tsx';
import { formatDateAfter } from '../../../lib/format.ts';
import { saveRoomsTemplate } from '../api/room-files.ts';
import { templateErrorMessage } from '../import-errors.ts';
import { ImportStep } from './import-step.tsx';

type TemplateStepProps = { siteCode: string; jobTaskId: string; siteStart: string };

/**
 * Step 1: the site's template to fill in Excel, with its rooms as they are today, or, for a site not
 * started yet, as they will be on its first day.
 */
export function TemplateStep({ siteCode, jobTaskId, siteStart }: TemplateStepProps) {
  const download = useMutation({ mutationFn: () => saveRoomsTemplate(siteCode, jobTaskId) });
  const rooms =
    siteStart > romeToday()
      ? `i locali che l’ubicazione avrà quando inizia, ${formatDateAfter('il', siteStart)} (se non ne ha ancora, il foglio è vuoto)`
      : 'i locali che l’ubicazione ha oggi';
  return (
    <ImportStep number={1} title="Scarica il modello">
      <Text size="sm">
        Il modello è un foglio Excel con le colonne da compilare, gli elenchi delle categorie e delle
        frequenze e {rooms}: aggiungi, modifica o togli le righe e salvalo.
      </Text>
      <DownloadButton loading={download.isPending} onClick={() => download.mutate()} w="fit-content">
        Scarica il modello
      </DownloadButton>
      {download.isError && (
        <Alert color="red" variant="light" role="alert">
          {templateErrorMessage(download.error)}
        </Alert>
      )}
    </ImportStep>
  );
}
