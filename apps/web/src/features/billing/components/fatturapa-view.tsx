import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { billingDocumentKindLabels, type FatturaPaView as View } from '@portale/shared';
import type { ReactNode } from 'react';
import { formatCents } from '../../../lib/format-cents.ts';
import { formatDate, formatDateAfter } from '../../../lib/format.ts';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../../lib/responsive-table.tsx';
import { billingPeriodText } from '../billing-text.ts';
import { paymentMethodText, quantityText, vatRateText } from '../fatturapa-text.ts';

type Party = View['seller'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function PartyCard({ title, party }: { title: string; party: Party }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Section title={title}>
        <CardFields>
          <CardField label="Denominazione">{party.name || '—'}</CardField>
          {party.vatNumber && <CardField label="Partita IVA">{party.vatNumber}</CardField>}
          {party.taxCode && <CardField label="Codice fiscale">{party.taxCode}</CardField>}
          {party.address && <CardField label="Sede">{party.address}</CardField>}
        </CardFields>
      </Section>
    </Paper>
  );
}

const linePeriod = (line: View['lines'][number]) =>
  line.periodFrom && line.periodTo ? billingPeriodText(line.periodFrom, line.periodTo) : null;

function Lines({ lines }: { lines: View['lines'] }) {
  const cards = (
    <Stack gap="sm">
      {lines.map((line) => (
        <TableCard key={line.number} label={`Riga ${line.number}`}>
          <Text size="sm" fw={600} mb={4}>
            {line.description}
          </Text>
          <CardFields>
            <CardField label="Quantità">{quantityText(line.quantity)}</CardField>
            {line.unitPriceCents !== null && (
              <CardField label="Prezzo unitario">{formatCents(line.unitPriceCents)}</CardField>
            )}
            <CardField label="Importo">{formatCents(line.totalCents)}</CardField>
            <CardField label="IVA">{vatRateText(line.vatRate)}</CardField>
            {linePeriod(line) && <CardField label="Periodo">{linePeriod(line)}</CardField>}
          </CardFields>
        </TableCard>
      ))}
    </Stack>
  );
  return (
    <ResponsiveTable label="Righe della fattura elettronica" minWidth={720} cards={cards}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>N.</Table.Th>
            <Table.Th>Descrizione</Table.Th>
            <Table.Th ta="right">Quantità</Table.Th>
            <Table.Th ta="right">Prezzo unitario</Table.Th>
            <Table.Th ta="right">Importo</Table.Th>
            <Table.Th ta="right">IVA</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.number}>
              <Table.Td>{line.number}</Table.Td>
              <Table.Td>
                <Text size="sm">{line.description}</Text>
                {linePeriod(line) && (
                  <Text size="xs" c="dimmed">
                    Periodo: {linePeriod(line)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{quantityText(line.quantity)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {line.unitPriceCents === null ? '—' : formatCents(line.unitPriceCents)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatCents(line.totalCents)}
              </Table.Td>
              <Table.Td ta="right">{vatRateText(line.vatRate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

function VatSummary({ view }: { view: View }) {
  return (
    <Table verticalSpacing={4} maw={520}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Aliquota</Table.Th>
          <Table.Th ta="right">Imponibile</Table.Th>
          <Table.Th ta="right">Imposta</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {view.vatSummary.map((summary, index) => (
          <Table.Tr key={index}>
            <Table.Td>{vatRateText(summary.vatRate, summary.nature)}</Table.Td>
            <Table.Td ta="right">{formatCents(summary.taxableCents)}</Table.Td>
            <Table.Td ta="right">{formatCents(summary.vatCents)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr fw={700}>
          <Table.Td>Totale documento</Table.Td>
          <Table.Td ta="right" colSpan={2}>
            {formatCents(view.totalCents)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/**
 * The readable view of an Italian electronic invoice (FatturaPA 1.2) as the API read it from its XML:
 * who issues and who receives it, the document's data, its lines, the VAT summary and the payment terms.
 */
export function FatturaPaView({ view }: { view: View }) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {billingDocumentKindLabels[view.kind]} elettronica ({view.documentType}), formato {view.formatVersion}
        , n. {view.number} {formatDateAfter('del', view.issueDate)}, importi in {view.currency}
      </Text>
      {view.causale && (
        <Section title="Causale">
          <Text size="sm">{view.causale}</Text>
        </Section>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PartyCard title="Cedente / prestatore" party={view.seller} />
        <PartyCard title="Cessionario / committente" party={view.buyer} />
      </SimpleGrid>
      <Section title="Dettaglio delle righe">
        <Lines lines={view.lines} />
      </Section>
      <Section title="Riepilogo IVA">
        <VatSummary view={view} />
      </Section>
      {view.payments.length > 0 && (
        <Section title="Condizioni di pagamento">
          {view.payments.map((payment, index) => (
            <CardFields key={index}>
              <CardField label="Modalità">{paymentMethodText(payment.method)}</CardField>
              {payment.dueDate && <CardField label="Scadenza">{formatDate(payment.dueDate)}</CardField>}
              {payment.amountCents !== null && (
                <CardField label="Importo">{formatCents(payment.amountCents)}</CardField>
              )}
              {payment.iban && <CardField label="IBAN">{payment.iban}</CardField>}
            </CardFields>
          ))}
        </Section>
      )}
    </Stack>
  );
}
