import { Progress, Stack, Text } from '@mantine/core';
import type { ImportProgress } from '../use-room-import.ts';
import { formatNumber } from '../../../lib/italian-numbers.ts';

const phaseWords = {
  reading: 'Lettura del file',
  checking: 'Controllo delle righe',
  applying: 'Applicazione delle modifiche',
} as const;

/** «Invio del file: 40%», then «Righe lette: 12.000 di 50.000» as the server reads them. */
export function progressText(progress: ImportProgress): {
  title: string;
  detail: string;
  fraction: number | null;
} {
  if (progress.phase === 'upload') {
    return {
      title: 'Invio del file',
      detail: `${Math.round(progress.fraction * 100)}%`,
      fraction: progress.fraction,
    };
  }
  const { rowsRead, rowsInFile } = progress;
  return {
    title: phaseWords[progress.phase],
    detail: rowsInFile > 0 ? `Righe lette: ${formatNumber(rowsRead)} di ${formatNumber(rowsInFile)}` : '',
    fraction: rowsInFile > 0 ? Math.min(1, rowsRead / rowsInFile) : null,
  };
}

/** The progress of a running dry run or import, with its words for screen readers. */
export function ImportProgressBar({ progress }: { progress: ImportProgress }) {
  const { title, detail, fraction } = progressText(progress);
  const words = detail ? `${title}. ${detail}` : title;
  return (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        {words}
      </Text>
      <Progress
        value={fraction === null ? 100 : fraction * 100}
        animated={fraction === null}
        striped={fraction === null}
        aria-label={words}
        size="lg"
      />
    </Stack>
  );
}
