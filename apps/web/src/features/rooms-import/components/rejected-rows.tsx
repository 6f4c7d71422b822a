import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { RoomImportErrors } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { DownloadButton } from '../../../lib/download-button.tsx';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../../lib/responsive-table.tsx';
import { saveRejectedRows } from '../api/room-files.ts';
import { importErrorMessage } from '../import-errors.ts';
import { formatNumber } from '../../../lib/italian-numbers.ts';

/** The rows in the sheet's order, each with its columns' reasons. */
export function rejectedRowList(errors: RoomImportErrors) {
  return Object.entries(errors)
    .map(([row, columns]) => ({ row, columns: Object.entries(columns) }))
    .sort((a, b) => Number(a.row) - Number(b.row));
}

/** The «Scarica le righe scartate» button of an import: the template's rows with an «Errori» column. */
export function RejectedRowsDownload({ importId, label }: { importId: string; label?: string }) {
  const download = useMutation({ mutationFn: () => saveRejectedRows(importId) });
  return (
    <Stack gap={4}>
      <DownloadButton
        color="red"
        size="xs"
        loading={download.isPending}
        onClick={() => download.mutate()}
        aria-label={label}
        w="fit-content"
      >
        Scarica le righe scartate
      </DownloadButton>
      {download.isError && (
        <Text size="xs" c="red" role="alert">
          {importErrorMessage(download.error)}
        </Text>
      )}
    </Stack>
  );
}

/** The rows the check refused, with the reason for each column, and the file to correct them in. */
export function RejectedRows({ errors, importId }: { errors: RoomImportErrors; importId: string }) {
  const rows = rejectedRowList(errors);
  if (rows.length === 0) return null;
  const cards = (
    <Stack gap="sm">
      {rows.map(({ row, columns }) => (
        <TableCard key={row} label={`Riga ${row}`}>
          <Text fw={600} size="sm" mb={4}>
            Riga {row}
          </Text>
          <CardFields>
            {columns.map(([column, reason]) => (
              <CardField key={column} label={column}>
                {reason}
              </CardField>
            ))}
          </CardFields>
        </TableCard>
      ))}
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rooms-import-rejected">
      <Stack gap="sm">
        <Title order={3} fz="h5" c="red" id="rooms-import-rejected">
          Righe scartate: {formatNumber(rows.length)}
        </Title>
        <Text size="sm">
          Queste righe non sono state accettate: correggile nel file (il file delle righe scartate ha accanto
          a ciascuna la colonna «Errori») e verifica di nuovo. Finché una riga è scartata non si importa
          nulla.
        </Text>
        <ResponsiveTable label="Elenco delle righe scartate" minWidth={560} cards={cards}>
          <Table verticalSpacing="xs" withRowBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Riga</Table.Th>
                <Table.Th>Colonna</Table.Th>
                <Table.Th>Errore</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.flatMap(({ row, columns }) =>
                columns.map(([column, reason], index) => (
                  <Table.Tr key={`${row}:${column}`}>
                    {index === 0 && (
                      <Table.Th scope="row" rowSpan={columns.length} fw={500}>
                        {row}
                      </Table.Th>
                    )}
                    <Table.Td>{column}</Table.Td>
                    <Table.Td>{reason}</Table.Td>
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
        <RejectedRowsDownload importId={importId} />
      </Stack>
    </Paper>
  );
}
