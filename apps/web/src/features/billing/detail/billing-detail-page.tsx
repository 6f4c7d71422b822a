import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { billingDocumentKindLabels, type BillingDetail } from '@portale/shared';
import { IconArrowLeft, IconFileTypePdf, IconFileTypeXml } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useDecreaseBadge } from '../../../lib/badges.tsx';
import { useCurrentProfile } from '../../../lib/current-profile.tsx';
import { formatDateAfter } from '../../../lib/format.ts';
import { PaymentStateBadge } from '../../../lib/payment-state-badge.tsx';
import { useBillingDetail } from '../api/billing-detail.ts';
import { useDownloadBillingPdf, useDownloadBillingXml } from '../api/billing-files.ts';
import { markBillingOpened } from '../api/mark-billing-opened.ts';
import { billingQueryKey } from '../api/query-keys.ts';
import { billingErrorMessage } from '../billing-errors.ts';
import { DocumentFiguresList } from '../components/document-figures.tsx';
import { FatturaPaView } from '../components/fatturapa-view.tsx';
import { DetailLoadState } from './detail-load-state.tsx';

const route = getRouteApi('/protected/billing/$documentId');

/** /billing/{documentId}: an invoice or credit note, its PDF and XML, and its FatturaPA in words. */
export function BillingDetailPage() {
  const { documentId } = route.useParams();
  const staff = useCurrentProfile().roles.includes('staff');
  const detail = useBillingDetail(documentId);
  return (
    <Stack gap="lg" maw={1000}>
      <Anchor component={Link} to={staff ? '/backoffice/billing' : '/billing'} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px' }} />{' '}
        {staff ? 'Torna a fatture e note di credito' : 'Torna alla fatturazione'}
      </Anchor>
      {detail.data ? (
        <DocumentView document={detail.data} staff={staff} />
      ) : (
        <DetailLoadState query={detail} />
      )}
    </Stack>
  );
}

/** A customer's first look at a document: it counts as opened, and the billing badge goes down by one. */
function useMarkOpened(document: BillingDetail, staff: boolean) {
  const decrease = useDecreaseBadge();
  const queryClient = useQueryClient();
  const { documentId, unopened } = document;
  useEffect(() => {
    if (staff || !unopened) return;
    markBillingOpened(documentId).then(
      () => {
        decrease('billing');
        void queryClient.invalidateQueries({ queryKey: billingQueryKey });
      },
      () => undefined,
    );
  }, [documentId, unopened, staff, decrease, queryClient]);
}

const failed = (error: unknown) =>
  notifications.show({ color: 'red', title: 'Download non riuscito', message: billingErrorMessage(error) });

function DocumentView({ document, staff }: { document: BillingDetail; staff: boolean }) {
  useMarkOpened(document, staff);
  const pdf = useDownloadBillingPdf();
  const xml = useDownloadBillingXml();
  const title = `${billingDocumentKindLabels[document.kind]} n. ${document.number}`;
  return (
    <>
      <Stack gap={4}>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <PaymentStateBadge state={document.paymentState} />
        </Group>
        <Text c="dimmed">
          {staff && `${document.customerName} · `}
          {document.jobOrderDescription} ({document.jobOrderId})
          {document.paidOn && ` · pagata ${formatDateAfter('il', document.paidOn)}`}
        </Text>
      </Stack>
      <Group gap="sm">
        <Button
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          loading={pdf.isPending}
          onClick={() =>
            pdf.mutate(
              { documentId: document.documentId, filename: document.pdfFilename },
              { onError: failed },
            )
          }
        >
          Scarica il PDF
        </Button>
        {document.xmlFilename && (
          <Button
            variant="default"
            leftSection={<IconFileTypeXml size={18} aria-hidden />}
            loading={xml.isPending}
            onClick={() =>
              xml.mutate(
                { documentId: document.documentId, filename: document.xmlFilename ?? 'fattura.xml' },
                { onError: failed },
              )
            }
          >
            Scarica l’XML
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p="md" component="section" aria-label="Dati del documento">
        <Title order={2} fz="h4" mb="sm">
          Dati del documento
        </Title>
        <DocumentFiguresList figures={document} />
      </Paper>
      {document.fatturaPa ? (
        <Paper withBorder radius="md" p="md" component="section" aria-label="Fattura elettronica">
          <Title order={2} fz="h4" mb="sm">
            Fattura elettronica
          </Title>
          <FatturaPaView view={document.fatturaPa} />
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          Questo documento è stato pubblicato senza la fattura elettronica in XML: fa fede il PDF.
        </Text>
      )}
    </>
  );
}
