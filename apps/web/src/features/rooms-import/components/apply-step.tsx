import { Alert, Anchor, Button, Text } from '@mantine/core';
import { IconDatabaseImport } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { formatDateAfter } from '../../../lib/format.ts';
import { appliedSentence, importBlockedReason } from '../import-sentences.ts';
import type { useRoomImport } from '../use-room-import.ts';
import { ImportChanges } from './import-changes.tsx';
import { ImportProgressBar } from './import-progress.tsx';
import { ImportStep } from './import-step.tsx';
import { ImportProblemAlert } from './upload-step.tsx';

type ApplyStepProps = { siteCode: string; importState: ReturnType<typeof useRoomImport> };

/** Step 3: the checked file applied in one transaction, all or nothing; then what was imported. */
export function ApplyStep({ siteCode, importState }: ApplyStepProps) {
  const { checked, applied, running, progress, problem, run } = importState;
  const reasonId = useId();
  const blocked = importBlockedReason(checked);
  return (
    <ImportStep number={3} title="Importa">
      {applied ? (
        <Alert color="green" variant="light" title="Importazione completata" role="status">
          <Text size="sm">
            {applied.siteName}: {appliedSentence(applied)}, {formatDateAfter('dal', applied.effectiveFrom)}.
          </Text>
          <Anchor
            size="sm"
            // The alert's own text colour: the link colour is too pale on its tinted background.
            c="inherit"
            underline="always"
            renderRoot={(props) => <Link {...props} to="/real-estate" search={{ site: siteCode }} />}
          >
            Vedi l’anagrafica
          </Anchor>
        </Alert>
      ) : (
        <>
          <Text size="sm" id={reasonId} c={blocked ? 'dimmed' : undefined}>
            {blocked ??
              'Il file è pronto: l’importazione applica tutte le modifiche verificate insieme, o nessuna.'}
          </Text>
          <Button
            leftSection={<IconDatabaseImport size={18} aria-hidden />}
            onClick={() => void run(false)}
            loading={running === 'import'}
            disabled={blocked !== null || running === 'dryRun'}
            aria-describedby={reasonId}
            w="fit-content"
          >
            Importa
          </Button>
        </>
      )}
      {running === 'import' && progress && <ImportProgressBar progress={progress} />}
      <ImportProblemAlert problem={problem} during="import" />
      {applied && <ImportChanges result={applied} />}
    </ImportStep>
  );
}
