import { Alert, Button, Divider, List, Loader, Stack, Text, Title } from '@mantine/core';
import { economicsSiteIssueLabels, type EconomicsMonthDetail } from '@portale/shared';
import { formatCents } from '../../../lib/format-cents.ts';
import {
  adjustmentText,
  calendarText,
  feeLineText,
  rateText,
  signedCents,
  variationText,
} from '../explanation-text.ts';

/**
 * Why a site's month costs what it costs, in plain Italian: the rate, the working days and holidays,
 * each room and service line, each accepted variation request's effect, the extras and deductions.
 */
export function MonthExplanation({ detail }: { detail: EconomicsMonthDetail }) {
  const { fee } = detail;
  if (!fee) {
    return (
      <Alert color="gray" variant="light" title="Nessun canone calcolato">
        {detail.issue
          ? `Il canone di questa ubicazione non si può calcolare: ${economicsSiteIssueLabels[detail.issue]}.`
          : 'L’ubicazione non è attiva in questo mese.'}
      </Alert>
    );
  }
  // Rooms that cost something first, closed ones after: the month's figure is read from the top.
  const rooms = fee.lines
    .filter((line) => line.kind === 'room')
    .sort((a, b) => Number(b.amountCents > 0) - Number(a.amountCents > 0));
  const flat = fee.lines.filter((line) => line.kind !== 'room');
  const rate = rateText(fee);
  const variationsCents = detail.variations.reduce((sum, variation) => sum + variation.amountCents, 0);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        {rate && <Text size="sm">{rate}</Text>}
        {calendarText(fee).map((sentence) => (
          <Text size="sm" key={sentence}>
            {sentence}
          </Text>
        ))}
      </Stack>
      {rooms.length > 0 && (
        <section aria-labelledby="economics-rooms">
          <Title order={3} size="h5" id="economics-rooms" mb={4}>
            Locali ({rooms.length})
          </Title>
          <List size="sm" spacing={4}>
            {rooms.map((line) => (
              <List.Item key={line.kind === 'room' ? line.roomId : line.name}>{feeLineText(line)}</List.Item>
            ))}
          </List>
        </section>
      )}
      {flat.length > 0 && (
        <section aria-labelledby="economics-flat">
          <Title order={3} size="h5" id="economics-flat" mb={4}>
            {rooms.length > 0 ? 'Servizi con canone proprio' : 'Canone e servizi'}
          </Title>
          <List size="sm" spacing={4}>
            {flat.map((line) => (
              <List.Item key={`${line.kind}-${line.siteServiceId ?? line.name}`}>
                {feeLineText(line)}
              </List.Item>
            ))}
          </List>
        </section>
      )}
      <Text size="sm" fw={600}>
        Canone del mese: {formatCents(fee.totalCents)}
      </Text>
      {fee.adjustments.length > 0 && (
        <section aria-labelledby="economics-adjustments">
          <Title order={3} size="h5" id="economics-adjustments" mb={4}>
            Effetto delle variazioni accolte (già compreso nel canone)
          </Title>
          <List size="sm" spacing={4}>
            {fee.adjustments.map((adjustment) => (
              <List.Item key={adjustment.variationId}>{adjustmentText(adjustment)}</List.Item>
            ))}
          </List>
        </section>
      )}
      {detail.variations.length > 0 && (
        <section aria-labelledby="economics-variations">
          <Title order={3} size="h5" id="economics-variations" mb={4}>
            Variazioni economiche
          </Title>
          <List size="sm" spacing={4}>
            {detail.variations.map((variation) => (
              <List.Item key={variation.id}>{variationText(variation)}</List.Item>
            ))}
          </List>
        </section>
      )}
      <Divider />
      <Text fw={700}>
        {variationsCents === 0
          ? `Totale del mese: ${formatCents(detail.totalCents)}`
          : `Totale del mese: ${formatCents(fee.totalCents)} ${signedCents(variationsCents).replace(/^([+−])/, '$1 ')} = ${formatCents(detail.totalCents)}`}
      </Text>
      <Text size="xs" c="dimmed">
        Gli importi sono in centesimi di euro interi: ogni riga è arrotondata al centesimo e il canone è la
        somma delle righe.
      </Text>
    </Stack>
  );
}

/** The drawer's body while the month loads or when it failed. */
export function MonthExplanationState({
  query,
}: {
  query: { isPending: boolean; isError: boolean; data?: EconomicsMonthDetail; refetch: () => unknown };
}) {
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert" title="Spiegazione non caricata">
        Non è stato possibile leggere il dettaglio del mese.
        <Button display="block" mt="sm" size="xs" variant="default" onClick={() => void query.refetch()}>
          Riprova
        </Button>
      </Alert>
    );
  if (query.isPending || !query.data) return <Loader size="sm" aria-label="Caricamento della spiegazione" />;
  return <MonthExplanation detail={query.data} />;
}
