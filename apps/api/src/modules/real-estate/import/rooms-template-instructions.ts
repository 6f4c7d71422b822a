import type ExcelJS from 'exceljs';
import { roomTemplateColumns, roomStateWords, type RoomTemplateColumnKey } from '@portale/shared';
import { excelDay, xlsxFormats } from '../../../plugins/xlsx-export.ts';
import type { TemplateLists } from './rooms-template.repository.ts';
import { roomsSheetName } from './rooms-template-workbook.ts';

export const instructionsSheetName = 'Istruzioni';

/** What each column means, in the words of the people who fill it. */
const columnMeanings = {
  identifier:
    'Il codice del locale, unico nell’ubicazione. È la chiave: una riga con un identificativo già presente aggiorna quel locale, uno nuovo aggiunge un locale.',
  name: 'Il nome del locale (per esempio «Ambulatorio 3» o «Servizi igienici piano terra»).',
  building: 'L’edificio o il padiglione. Se non esiste ancora viene creato.',
  floor: 'Il piano dell’edificio. Se non esiste ancora viene creato.',
  area: 'La superficie in metri quadrati, come numero con al massimo due decimali (12,50).',
  category: 'La destinazione d’uso del locale: scegli dall’elenco.',
  frequency:
    'Ogni quanto si pulisce il locale: scegli dall’elenco (si accetta anche il codice, per esempio 5/7).',
  state: `${roomStateWords.open}, ${roomStateWords.closed} o ${roomStateWords.suspended}: scegli dall’elenco.`,
  effectiveFrom:
    'Il giorno da cui vale la riga, come data (01/07/2025). Se resta vuota vale il giorno indicato nell’importazione.',
} as const satisfies Record<RoomTemplateColumnKey, string>;

const rules = [
  `Compila il foglio «${roomsSheetName}»: una riga per locale, senza cambiare le intestazioni.`,
  'Una nuova importazione dello stesso file non cambia nulla: si aggiunge o si modifica solo ciò che è diverso da quanto già registrato.',
  'Le formule non sono accettate: scrivi i valori. Anche le date scritte come testo sono rifiutate: inseriscile come date.',
  'Le righe con un errore vengono scartate e puoi scaricarle con il motivo accanto, correggerle e importarle di nuovo.',
  'Prima di applicare l’importazione il portale mostra cosa verrebbe aggiunto, modificato e chiuso.',
];

/**
 * The instructions sheet: what the rooms sheet holds (`contents`), what to do, what each column means,
 * and an example row dated `day`. The example lives here rather than on the rooms sheet, so the rooms
 * sheet holds only rooms and the import has nothing to skip.
 */
export function addInstructionsSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  { lists, day, contents }: { lists: TemplateLists; day: string; contents: string },
) {
  const sheet = workbook.addWorksheet(instructionsSheetName);
  sheet.columns = roomTemplateColumns.map((_, index) => ({ width: index === 1 ? 70 : 22 }));
  const title = sheet.addRow(['Come compilare il modello dei locali']);
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet.addRow([]).commit();
  for (const rule of [contents, ...rules]) sheet.addRow([rule]).commit();
  sheet.addRow([]).commit();
  const columnsTitle = sheet.addRow(['Colonna', 'Significato']);
  columnsTitle.font = { bold: true };
  columnsTitle.commit();
  for (const column of roomTemplateColumns) {
    const row = sheet.addRow([column.header, columnMeanings[column.key]]);
    row.getCell(2).alignment = { wrapText: true, vertical: 'top' };
    row.commit();
  }
  sheet.addRow([]).commit();
  const exampleTitle = sheet.addRow(['Esempio di riga (da non copiare: serve solo a mostrare il formato)']);
  exampleTitle.font = { bold: true };
  exampleTitle.commit();
  const exampleHeader = sheet.addRow(roomTemplateColumns.map((column) => column.header));
  exampleHeader.font = { bold: true };
  exampleHeader.commit();
  const example = sheet.addRow([
    'ESEMPIO-1',
    'Ambulatorio 3',
    'Padiglione A',
    'Piano terra',
    24.5,
    lists.categories[0] ?? 'Ambulatori',
    lists.frequencies[0] ?? '5/7',
    roomStateWords.open,
    excelDay(day),
  ]);
  example.getCell(5).numFmt = xlsxFormats.decimal;
  example.getCell(9).numFmt = xlsxFormats.date;
  example.font = { italic: true };
  example.commit();
  sheet.commit();
}
