import type { AttendanceAnomaly } from './employees-enums.ts';

/** The anomalies in Italian, as the pages and the Excel export name them. */
export const attendanceAnomalyLabels: Record<AttendanceAnomaly, string> = {
  missingClockOut: 'Uscita mancante',
  missingClockIn: 'Entrata mancante',
  outsideSiteHours: 'Fuori orario dell’ubicazione',
  noStamping: 'Nessuna timbratura',
  hoursOffPlan: 'Ore lontane dal previsto',
};
