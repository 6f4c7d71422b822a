import { Alert, Group, List, Loader, Paper, Text, Title } from '@mantine/core';
import { toName, type FatturaPaView } from '@portale/shared';
import { billingErrorMessage, fatturaPaProblems } from '../billing-errors.ts';
import { DocumentFiguresList } from '../components/document-figures.tsx';

/** The state of reading a FatturaPA XML on the server before publishing it. */
export type PreviewState =
  { status: 'reading' } | { status: 'read'; view: FatturaPaView } | { status: 'failed'; error: unknown };

/**
 * What the publication will take from the chosen XML: its fields, or what is wrong with it (the API's
 * 400 lists every wrong path with its reason), so staff correct the file before sending the PDF.
 */
export function FatturaPaPreview({ state }: { state: PreviewState }) {
  if (state.status === 'reading') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">Lettura della fattura elettronica…</Text>
      </Group>
    );
  }
  if (state.status === 'failed') {
    const problems = fatturaPaProblems(state.error);
    return (
      <Alert color="red" variant="light" role="alert" title="La fattura elettronica non è valida">
        <Text size="sm">
          {billingErrorMessage(state.error)} Correggi il file o toglilo per inserire i dati a mano.
        </Text>
        {problems.length > 0 && (
          <List size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        )}
      </Alert>
    );
  }
  const { view } = state;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label="Dati letti dalla fattura elettronica"
    >
      <Title order={3} fz="h5" mb={4}>
        Dati letti dalla fattura elettronica
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Da {view.seller.name} {toName(view.buyer.name)}. Questi dati verranno pubblicati con il PDF.
      </Text>
      <DocumentFiguresList figures={view} />
    </Paper>
  );
}
