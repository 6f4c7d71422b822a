import { Alert, Badge, Box, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  equipmentCategoryLabels,
  equipmentDocumentKindLabels,
  equipmentPlaceWords,
  equipmentStateLabels,
  type EquipmentState,
  type PublicEquipment,
} from '@portale/shared';
import { IconAlertTriangle, IconCircleCheck, IconMapPin, IconTool } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DownloadButton } from '../../lib/download-button.tsx';
import { formatNumber } from '../../lib/italian-numbers.ts';
import { siteWithCity } from '../../lib/site-label.ts';
import { wrappingBadge, wrappingButton } from '../../lib/wrapping-labels.ts';
import { useDownloadPublicDocument, type ReportSending } from './api/public-equipment.ts';
import { EquipmentReportForm } from './equipment-report-form.tsx';
import { documentErrorMessage } from './public-equipment-errors.ts';

const stateColours: Record<EquipmentState, string> = {
  IN_SERVICE: 'green',
  UNDER_MAINTENANCE: 'orange',
  OUT_OF_SERVICE: 'red',
};

/** What its state means for whoever stands in front of it. */
export const stateSentences: Record<EquipmentState, string> = {
  IN_SERVICE: 'È in servizio: se noti un problema, segnalalo qui sotto.',
  UNDER_MAINTENANCE: 'È in manutenzione: il fornitore ci sta già lavorando.',
  OUT_OF_SERVICE: 'È fuori servizio: non usarla.',
};

/**
 * A file's size the Italian way, «820 byte», «1,2 MB», as lib/format-bytes.ts writes it but without
 * Intl: this page is a phone's first screen, and the first Intl.NumberFormat loads the locale's data.
 */
export function sizeWords(bytes: number): string {
  const tenths = (value: number) => formatNumber(value, 1).replace(/,0$/, '');
  if (bytes < 1024) return `${formatNumber(bytes)} byte`;
  if (bytes < 1024 * 1024) return `${tenths(bytes / 1024)} KB`;
  return `${tenths(bytes / (1024 * 1024))} MB`;
}

/** The frame of the label's page: the provider's name at the top, then the page, on a phone's width. */
export function EquipmentPageFrame({
  providerName,
  children,
}: {
  providerName: string;
  children: ReactNode;
}) {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group maw={640} mx="auto" px="md" py="sm" gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" aria-hidden>
            <IconTool size={22} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={0} miw={0}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {providerName}
            </Text>
            <Text size="sm" c="dimmed">
              Attrezzatura
            </Text>
          </Stack>
        </Group>
      </Box>
      <Box component="main" maw={640} mx="auto" px="md" py="lg">
        <Stack gap="md">{children}</Stack>
      </Box>
    </Box>
  );
}

function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function SafetyDocuments({
  qrCodeId,
  documents,
}: {
  qrCodeId: string;
  documents: PublicEquipment['documents'];
}) {
  const download = useDownloadPublicDocument(qrCodeId);
  return (
    <SectionCard title="Documenti di sicurezza">
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nessuna scheda di sicurezza o dichiarazione CE per questa attrezzatura.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {documents.map((document) => (
            <Group key={document.id} component="li" justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={2} miw={0} style={{ flex: '1 1 200px' }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {document.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {equipmentDocumentKindLabels[document.kind]}, {sizeWords(document.sizeBytes)}
                </Text>
              </Stack>
              <DownloadButton
                aria-label={`Scarica «${document.title}»`}
                loading={download.isPending && download.variables.id === document.id}
                onClick={() => download.mutate(document)}
              >
                Scarica
              </DownloadButton>
            </Group>
          ))}
        </Stack>
      )}
      {download.isError && (
        <Alert color="red" variant="light" role="alert">
          {documentErrorMessage(download.error)}
        </Alert>
      )}
    </SectionCard>
  );
}

/** What the visitor reads once the report is sent: its code and what happens next. */
function ReportSent({ ticketCode }: { ticketCode: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the news takes its place, and a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="segnalazione-inviata"
      style={{ borderColor: 'var(--mantine-color-green-6)' }}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon color="green" variant="light" radius="xl" aria-hidden>
            <IconCircleCheck size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" id="segnalazione-inviata" ref={heading} tabIndex={-1}>
            Segnalazione inviata
          </Title>
        </Group>
        <Text>
          Codice:{' '}
          <Text span fw={700} ff="monospace">
            {ticketCode}
          </Text>
        </Text>
        <Text size="sm">Il fornitore la prende in carico; conserva il codice se vuoi chiederne notizie.</Text>
      </Stack>
    </Card>
  );
}

type PublicEquipmentViewProps = {
  qrCodeId: string;
  equipment: PublicEquipment;
  send: (sending: ReportSending) => Promise<{ ticketCode: string }>;
};

/**
 * An active label's page: what the equipment is and its label's code (which a visitor may read out on
 * the phone), its state, where it stands, its safety documents, and «Segnala un problema», which opens
 * the form below the button.
 */
export function PublicEquipmentView({ qrCodeId, equipment, send }: PublicEquipmentViewProps) {
  const [reporting, setReporting] = useState(false);
  const [ticketCode, setTicketCode] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const place = equipmentPlaceWords(equipment.location);

  const closeForm = () => {
    setReporting(false);
    toggle.current?.focus();
  };

  return (
    <EquipmentPageFrame providerName={equipment.providerName}>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Stack gap={4}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {equipment.name}
            </Title>
            <Text c="dimmed">{equipmentCategoryLabels[equipment.category]}</Text>
            <Text style={{ overflowWrap: 'anywhere' }}>
              {equipment.brand} {equipment.model}
            </Text>
          </Stack>
          <Text>
            Codice etichetta{' '}
            <Text span fw={700} ff="monospace">
              {equipment.labelCode}
            </Text>
          </Text>
          <Stack gap={6} align="flex-start">
            <Badge size="lg" variant="light" color={stateColours[equipment.state]} classNames={wrappingBadge}>
              {equipmentStateLabels[equipment.state]}
            </Badge>
            <Text fw={equipment.state === 'IN_SERVICE' ? undefined : 600}>
              {stateSentences[equipment.state]}
            </Text>
          </Stack>
        </Stack>
      </Card>

      {ticketCode ? (
        <ReportSent ticketCode={ticketCode} />
      ) : (
        <>
          <Button
            ref={toggle}
            size="lg"
            fullWidth
            color="red"
            leftSection={<IconAlertTriangle size={22} aria-hidden />}
            aria-expanded={reporting}
            aria-controls={formId}
            onClick={() => setReporting((open) => !open)}
            classNames={wrappingButton}
          >
            Segnala un problema
          </Button>
          {/* Kept while closed, so that what was typed is still there when it opens again. */}
          <div id={formId} hidden={!reporting}>
            <Card withBorder radius="md" padding="lg">
              {reporting && <FocusOnOpen formId={formId} />}
              <EquipmentReportForm send={send} onSent={setTicketCode} onCancel={closeForm} />
            </Card>
          </div>
        </>
      )}

      <SectionCard title="Dove si trova">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconMapPin size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2} miw={0}>
            <Text style={{ overflowWrap: 'anywhere' }}>
              {siteWithCity(equipment.siteName, equipment.siteCity)}
            </Text>
            {place && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {place}
              </Text>
            )}
          </Stack>
        </Group>
      </SectionCard>

      <SafetyDocuments qrCodeId={qrCodeId} documents={equipment.documents} />
    </EquipmentPageFrame>
  );
}

/** Once the form opens, the focus goes to its first field (and the phone scrolls to it). */
function FocusOnOpen({ formId }: { formId: string }) {
  useEffect(() => {
    document.getElementById(formId)?.querySelector<HTMLElement>('textarea')?.focus();
  }, [formId]);
  return null;
}
