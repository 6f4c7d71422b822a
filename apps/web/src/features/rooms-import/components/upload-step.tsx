import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { roomImportLimits } from '@portale/shared';
import { IconFileSpreadsheet, IconListCheck } from '@tabler/icons-react';
import { DateField } from '../../../lib/date-field.tsx';
import { formatBytes } from '../../../lib/format-bytes.ts';
import type { ImportProblem, useRoomImport } from '../use-room-import.ts';
import { ImportProgressBar } from './import-progress.tsx';
import { ImportResult } from './import-result.tsx';
import { ImportStep } from './import-step.tsx';

type UploadStepProps = { importState: ReturnType<typeof useRoomImport> };

/** Step 2: the filled template, the day the changes take effect, whether absent rooms close; the dry run. */
export function UploadStep({ importState }: UploadStepProps) {
  const { choices, choose, checked, running, progress, problem, run } = importState;
  const busy = running !== null;
  return (
    <ImportStep number={2} title="Carica il file compilato e verificalo">
      <Dropzone
        onDrop={([file]) => file && choose({ file })}
        multiple={false}
        disabled={busy}
        aria-label="Scegli il file compilato"
      >
        <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }}>
          <IconFileSpreadsheet size={28} aria-hidden />
          <div>
            <Text size="sm" fw={500}>
              {choices.file
                ? `${choices.file.name} (${formatBytes(choices.file.size)})`
                : 'Trascina qui il file oppure selezionalo'}
            </Text>
            <Text size="xs" c="dimmed">
              Un file Excel (.xlsx) di {formatBytes(roomImportLimits.maxFileBytes)} al massimo
            </Text>
          </div>
        </Group>
      </Dropzone>
      <Group align="flex-start" gap="lg">
        <DateField
          label="In vigore dal"
          description="Il giorno da cui valgono le modifiche delle righe senza una data propria."
          value={choices.effectiveFrom}
          onChange={(effectiveFrom) => choose({ effectiveFrom })}
          disabled={busy}
          w={{ base: '100%', xs: 260 }}
        />
        <Stack gap={4} maw={420} mt={{ base: 0, xs: 'lg' }}>
          <Switch
            label="Chiudi i locali assenti dal file"
            checked={choices.closeMissing}
            onChange={(event) => choose({ closeMissing: event.currentTarget.checked })}
            disabled={busy}
          />
          <Text size="xs" c="dimmed">
            I locali dell’ubicazione che il file non elenca vengono chiusi da quel giorno. Se è spento,
            restano come sono: il file può contenere solo i locali da aggiungere o da cambiare.
          </Text>
        </Stack>
      </Group>
      <Button
        leftSection={<IconListCheck size={18} aria-hidden />}
        onClick={() => void run(true)}
        loading={running === 'dryRun'}
        disabled={running === 'import'}
        w="fit-content"
      >
        Verifica
      </Button>
      {running === 'dryRun' && progress && <ImportProgressBar progress={progress} />}
      <ImportProblemAlert problem={problem} during="dryRun" />
      {checked && <ImportResult result={checked} />}
    </ImportStep>
  );
}

/** The problem of the last dry run or import, said beside its button. */
export function ImportProblemAlert({
  problem,
  during,
}: {
  problem: ImportProblem | null;
  during: ImportProblem['during'];
}) {
  if (problem?.during !== during) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={during === 'dryRun' ? 'Verifica non riuscita' : 'Importazione non riuscita'}
    >
      {problem.message}
    </Alert>
  );
}
