import { Box, Button, Center, Loader, Text } from '@mantine/core';
import type { PublicEquipmentPage as PublicEquipmentAnswer } from '@portale/shared';
import { IconRefresh } from '@tabler/icons-react';
import { LoadError } from '../../lib/load-error.tsx';
import { PublicPageFrame } from '../../lib/public-page-frame.tsx';
import { sendEquipmentReport } from './api/public-equipment.ts';
import {
  loadErrorMessage,
  loadFailureOf,
  replacedLabelSentence,
  replacedLabelTitle,
  tooManyLoadsSentence,
  tooManyLoadsTitle,
  unknownLabelSentence,
  unknownLabelTitle,
} from './public-equipment-errors.ts';
import { PublicEquipmentView } from './public-equipment-view.tsx';

/** What the screen needs of the page's query (TanStack Query's fields): a test gives its own. */
export type PublicEquipmentQuery = {
  data: PublicEquipmentAnswer | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * The label's page in each of its states: loading, the equipment, a replaced label, a code that leads
 * nowhere (unknown or revoked: the API does not tell them apart), too many calls, or no answer.
 */
export function PublicEquipmentScreen({
  qrCodeId,
  query,
  send = (sending) => sendEquipmentReport(qrCodeId, sending),
}: {
  qrCodeId: string;
  query: PublicEquipmentQuery;
  send?: Parameters<typeof PublicEquipmentView>[0]['send'];
}) {
  if (query.data?.status === 'active')
    return <PublicEquipmentView qrCodeId={qrCodeId} equipment={query.data.equipment} send={send} />;
  if (query.data?.status === 'replaced')
    return (
      <PublicPageFrame title={replacedLabelTitle}>
        <Text>{replacedLabelSentence}</Text>
      </PublicPageFrame>
    );
  if (query.isPending)
    return (
      <Box component="main" mih="100dvh">
        <Center mih="100dvh">
          <Loader aria-label="Caricamento in corso" />
        </Center>
      </Box>
    );

  const failure = loadFailureOf(query.error);
  if (failure === 'unknownLabel')
    return (
      <PublicPageFrame title={unknownLabelTitle}>
        <Text>{unknownLabelSentence}</Text>
      </PublicPageFrame>
    );
  if (failure === 'tooMany')
    return (
      <PublicPageFrame title={tooManyLoadsTitle}>
        <Text mb="md">{tooManyLoadsSentence}</Text>
        <Button
          variant="default"
          fullWidth
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          Riprova
        </Button>
      </PublicPageFrame>
    );
  return (
    <PublicPageFrame title="Attrezzatura">
      <LoadError title="Attrezzatura non caricata" query={query}>
        {loadErrorMessage(query.error)}
      </LoadError>
    </PublicPageFrame>
  );
}
