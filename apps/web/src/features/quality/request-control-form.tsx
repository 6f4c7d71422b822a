import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { addDays, romeToday } from '@portale/shared';
import { useState } from 'react';
import { customerSiteOptionsQuery } from '../../lib/api/customer-site-options.ts';
import { SitePicker } from '../../lib/site-picker.tsx';
import { useAskForJointControl } from './api/control-requests-api.ts';
import { requestErrorMessage } from './control-request-words.ts';
import { chosenDays, ProposedDaysFields } from './proposed-days-fields.tsx';

/**
 * «Richiedi un controllo in contraddittorio»: the site, one to three days from tomorrow and a note. The
 * provider answers with a time; the request then shows in the list below.
 */
export function RequestControlForm() {
  const [siteCode, setSiteCode] = useState<string | undefined>();
  const [days, setDays] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const ask = useAskForJointControl();
  const proposed = chosenDays(days);
  const submit = async () => {
    if (!siteCode || proposed.length === 0) return;
    setSent(false);
    await ask.mutateAsync({ siteCode, proposedDates: proposed, note: note.trim() || null });
    setDays([]);
    setNote('');
    setSent(true);
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="richiedi-controllo">
      <Stack gap="sm">
        <Title order={2} size="h4" id="richiedi-controllo">
          Richiedi un controllo in contraddittorio
        </Title>
        <Text size="sm" c="dimmed">
          Proponi fino a tre giorni: il fornitore ne sceglie uno e fissa l’orario, oppure ne propone un altro.
        </Text>
        <SitePicker
          siteCode={siteCode}
          onChange={setSiteCode}
          query={customerSiteOptionsQuery}
          placeholder="Cerca per nome o codice"
          w={{ base: '100%', sm: 420 }}
        />
        <ProposedDaysFields days={days} onChange={setDays} minDate={addDays(romeToday(), 1)} />
        <Textarea
          label="Note (facoltative)"
          description="Per esempio i locali che ti interessano di più"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
        />
        <div>
          <Button
            onClick={() => void submit().catch(() => undefined)}
            loading={ask.isPending}
            disabled={!siteCode || proposed.length === 0}
          >
            Invia la richiesta
          </Button>
        </div>
        {ask.isError && (
          <Alert color="red" variant="light" role="alert">
            {requestErrorMessage(ask.error)}
          </Alert>
        )}
        {sent && (
          <Alert color="green" variant="light" role="status">
            Richiesta inviata: il fornitore ti risponderà con l’orario del controllo.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
