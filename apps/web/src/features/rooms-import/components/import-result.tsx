import { Stack, Text } from '@mantine/core';
import type { RoomImportResult } from '@portale/shared';
import { formatDateAfter } from '../../../lib/format.ts';
import { ImportChanges } from './import-changes.tsx';
import { ImportCounts } from './import-counts.tsx';
import { ImportTotals } from './import-totals.tsx';
import { RejectedRows } from './rejected-rows.tsx';
import { formatNumber } from '../../../lib/italian-numbers.ts';

/** What the dry run found: the counts, the site's totals before and after, the changes, the rejected rows. */
export function ImportResult({ result }: { result: RoomImportResult }) {
  return (
    <Stack gap="md" aria-live="polite">
      <Text size="sm">
        Righe lette: {formatNumber(result.rowsRead)}. Le modifiche varrebbero{' '}
        {formatDateAfter('dal', result.effectiveFrom)}.
      </Text>
      <ImportCounts result={result} />
      <ImportTotals result={result} />
      <ImportChanges result={result} />
      <RejectedRows errors={result.errors} importId={result.importId} />
    </Stack>
  );
}
