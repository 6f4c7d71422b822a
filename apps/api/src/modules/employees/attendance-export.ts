import { attendanceAnomalyLabels, romeClockTime } from '@portale/shared';
import type { XlsxExport } from '../../plugins/xlsx-export.ts';
import type { AttendanceRow } from './attendance.repository.ts';

const clockOf = (instant: string) => romeClockTime(new Date(instant));

/** The stampings of a day in words: «entrata 06:02, uscita 09:31 (corretta, prima 09:10)». */
const stampingsInWords = (row: AttendanceRow) =>
  row.stampings
    .map(
      (stamping) =>
        `${stamping.kind === 'in' ? 'entrata' : 'uscita'} ${clockOf(stamping.at)}` +
        (stamping.firstAt === null ? '' : ` (corretta, prima ${clockOf(stamping.firstAt)})`),
    )
    .join(', ');

/** The days of attendance as an Excel file, e.g. timbrature-2026-11-20.xlsx. */
export const attendanceExport: XlsxExport<AttendanceRow> = {
  sheetName: 'Timbrature',
  fileName: (day) => `timbrature-${day}.xlsx`,
  columns: [
    { header: 'Giorno', width: 11, kind: 'date', value: (row) => row.day },
    { header: 'Persona', width: 28, kind: 'text', value: (row) => row.employeeName },
    { header: 'Codice ubicazione', width: 12, kind: 'text', value: (row) => row.siteCode },
    { header: 'Ubicazione', width: 40, kind: 'text', value: (row) => row.siteName },
    { header: 'Ore previste', width: 12, kind: 'decimal', value: (row) => row.plannedMinutes / 60 },
    { header: 'Ore timbrate', width: 12, kind: 'decimal', value: (row) => row.stampedMinutes / 60 },
    { header: 'Timbrature', width: 50, kind: 'text', value: stampingsInWords },
    {
      header: 'Anomalie',
      width: 40,
      kind: 'text',
      value: (row) => row.anomalies.map((anomaly) => attendanceAnomalyLabels[anomaly]).join(', ') || null,
    },
  ],
};
