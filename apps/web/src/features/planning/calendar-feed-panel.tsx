import { Alert, Button, Card, Code, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCalendarShare } from '@tabler/icons-react';
import { useState } from 'react';
import type { CalendarFeedSummary } from '@portale/shared';
import { ConfirmDialog } from '../../lib/confirm-dialog.tsx';
import { CopyableLink } from '../../lib/copyable-link.tsx';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { formatDateAfter, formatDateTimeAfter } from '../../lib/format.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { operationErrorMessage, type MessagesByCode } from '../../lib/operation-error-message.ts';
import { useCalendarFeed, useCalendarFeedActions } from './api/calendar-feed.ts';

const failures: MessagesByCode = {
  IMPERSONATED_SESSION_FORBIDDEN:
    'Mentre visualizzi il portale come un altro utente non puoi creare il suo collegamento: può farlo solo lui.',
  FORBIDDEN: 'Non hai il permesso di vedere il piano delle attività.',
};
const failureMessage = (error: unknown) => operationErrorMessage(error, failures);

/** What the portal keeps of the link: its first characters, when it was made and last read. */
function FeedSummary({ feed }: { feed: CalendarFeedSummary }) {
  return (
    <Text size="sm">
      Hai un collegamento attivo che inizia con <Code>{feed.tokenPrefix}</Code>, creato{' '}
      {formatDateAfter('il', feed.createdAt)}.{' '}
      {feed.lastReadAt
        ? `Un calendario l’ha letto l’ultima volta ${formatDateTimeAfter('il', feed.lastReadAt)}.`
        : 'Nessun calendario l’ha ancora letto.'}
    </Text>
  );
}

/** The link just made, shown this once with its copy button and where to paste it. */
function NewFeedLink({ url }: { url: string }) {
  return (
    <Stack gap="sm">
      <Alert variant="light" color="orange" title="Il collegamento si vede solo ora">
        Copialo adesso: il portale non potrà mostrartelo di nuovo. Se lo perdi, creane uno nuovo.
      </Alert>
      <CopyableLink
        label="Collegamento al calendario"
        url={url}
        copyLabels={{ copy: 'Copia il collegamento', copied: 'Collegamento copiato' }}
      />
      <Text size="sm">Poi aggiungilo come calendario da Internet:</Text>
      <List size="sm" spacing={4}>
        <List.Item>Google Calendar, dal computer: «Altri calendari», «+», «Da URL».</List.Item>
        <List.Item>Outlook: «Aggiungi calendario», «Sottoscrivi dal Web».</List.Item>
        <List.Item>Calendario di Apple, sul Mac: «Archivio», «Nuova sottoscrizione calendario».</List.Item>
      </List>
    </Stack>
  );
}

/**
 * The plan of action in the user's own calendar app: a private link to a calendar that app reads by
 * itself (issue 27, item 4). The link is shown once, when made; afterwards only its first characters.
 * Making a new one replaces the old, which stops working, as a revoked one does; both are confirmed.
 */
export function CalendarFeedPanel() {
  const profile = useCurrentProfile();
  const feed = useCalendarFeed();
  const { create, revoke } = useCalendarFeedActions();
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'replace' | 'revoke' | null>(null);
  // Staff acting for a customer may revoke the customer's link, not make one: it is the customer's secret.
  const ownSession = profile.impersonatedBy === null;
  const current = feed.data?.feed ?? null;

  const makeLink = async () => {
    const made = await create.mutateAsync();
    setCreatedUrl(made.url);
  };
  const revokeLink = async () => {
    await revoke.mutateAsync();
    setCreatedUrl(null);
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarShare size={22} stroke={1.8} aria-hidden />
          <Title order={2} size="h4" id="calendar-feed-title">
            Calendario sul tuo dispositivo
          </Title>
        </Group>
        <Text size="sm">
          Con un collegamento personale il piano delle attività compare nel calendario che usi ogni giorno:
          Google Calendar, Outlook o Calendario di Apple. Mostra le attività dalla settimana scorsa alle
          prossime otto settimane e si aggiorna da solo; ogni calendario lo rilegge con i suoi tempi, a volte
          dopo qualche ora.
        </Text>
        <Text size="sm">
          Chi conosce il collegamento vede il tuo piano senza accedere al portale: non condividerlo. Se pensi
          che qualcun altro lo abbia, revocalo o creane uno nuovo.
        </Text>

        {feed.isPending && <Loader size="sm" aria-label="Caricamento del collegamento" />}
        {feed.isError && (
          <LoadError title="Collegamento non caricato" query={feed}>
            {failureMessage(feed.error)}
          </LoadError>
        )}
        {feed.isSuccess && (
          <>
            {createdUrl ? (
              <NewFeedLink url={createdUrl} />
            ) : current ? (
              <FeedSummary feed={current} />
            ) : (
              <Text size="sm">Non hai ancora un collegamento.</Text>
            )}
            {!ownSession && (
              <Text size="sm">
                Stai visualizzando il portale come un altro utente: solo lui può creare il collegamento al suo
                calendario.
              </Text>
            )}
            {create.isError && confirming === null && (
              <Alert color="red" variant="light" role="alert">
                {failureMessage(create.error)}
              </Alert>
            )}
            <Group gap="sm">
              {ownSession && !current && (
                <Button loading={create.isPending} onClick={() => void makeLink().catch(() => undefined)}>
                  Crea il collegamento
                </Button>
              )}
              {ownSession && current && (
                <Button variant="light" onClick={() => setConfirming('replace')}>
                  Crea un nuovo collegamento
                </Button>
              )}
              {current && (
                <Button variant="default" color="red" onClick={() => setConfirming('revoke')}>
                  Revoca
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming === 'replace'}
        title="Creare un nuovo collegamento?"
        message="Il collegamento attuale smetterà subito di funzionare: i calendari che lo usano non si aggiorneranno più finché non aggiungi quello nuovo."
        confirmLabel="Crea un nuovo collegamento"
        onConfirm={makeLink}
        errorMessage={failureMessage}
        onClose={() => {
          setConfirming(null);
          create.reset();
        }}
      />
      <ConfirmDialog
        opened={confirming === 'revoke'}
        title="Revocare il collegamento?"
        message="Il collegamento smetterà subito di funzionare: i calendari che lo usano non riceveranno più aggiornamenti, e puoi toglierlo anche dalla tua app. Potrai crearne uno nuovo quando vuoi."
        confirmLabel="Revoca"
        color="red"
        onConfirm={revokeLink}
        errorMessage={failureMessage}
        onClose={() => setConfirming(null)}
      />
    </Card>
  );
}
