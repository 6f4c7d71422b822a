import { Anchor, Card, Code, List, Stack, Text, Title } from '@mantine/core';
import { syncBatchMaxRows, syncKeyHeader } from '@portale/shared';
import { getApiBaseUrl } from '../../lib/api-client.ts';
import { formatNumber } from '../../lib/italian-numbers.ts';
import { wrapAnywhereClass } from '../../lib/responsive-table.tsx';

/** The API's address of a path, whole, as another system must write it. */
export function apiAddress(path: string, base = getApiBaseUrl(), origin = window.location.origin): string {
  return new URL(`${base}${path}`, origin).href;
}

/** The header's name as HTTP documents write it: X-Sync-Key. */
export const headerName = (name: string): string =>
  name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);

/** How a system sends its batches: the header, the two addresses, the whole-or-nothing rule, the docs. */
export function SyncHowTo() {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="sync-how-to-title"
      // An address longer than a phone's line breaks anywhere rather than widening the page.
      className={wrapAnywhereClass}
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id="sync-how-to-title">
          Come inviano i dati i sistemi
        </Title>
        <Text size="sm">
          Ogni sistema del fornitore invia i dati a lotti, in JSON, con la chiave della propria sorgente
          nell’intestazione HTTP <Code>{headerName(syncKeyHeader)}</Code>:
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            le timbrature con <Code>POST {apiAddress('/sync/stampings')}</Code>, fino a{' '}
            {formatNumber(syncBatchMaxRows)} righe per lotto;
          </List.Item>
          <List.Item>
            le persone, con le assegnazioni alle ubicazioni e i turni, con{' '}
            <Code>POST {apiAddress('/sync/employees')}</Code>, fino a {formatNumber(2000)} persone per lotto.
          </List.Item>
        </List>
        <Text size="sm">
          Un lotto si applica per intero o per niente: se anche una sola riga è sbagliata il portale risponde
          400, indica ogni riga da correggere e non salva nulla. Una timbratura inviata di nuovo non si
          duplica; se cambia l’orario, vale come correzione. Ogni lotto compare nel registro qui sotto, con le
          righe rifiutate. Il formato dei lotti, con gli esempi, è nella{' '}
          <Anchor href={`${getApiBaseUrl()}/docs`} target="_blank" rel="noopener noreferrer">
            documentazione dell’API
          </Anchor>
          .
        </Text>
      </Stack>
    </Card>
  );
}
