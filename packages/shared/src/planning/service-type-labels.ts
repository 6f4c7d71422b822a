import type { ServiceType } from './planning-enums.ts';

// Apart from planning-enums.ts, which the first screen's route checks read: the words load with the
// pages that show them.
/** Each type of work in Italian: the legend, the lists, the feed. */
export const serviceTypeLabels: Record<ServiceType, string> = {
  cleaning: 'Pulizia ordinaria',
  glass: 'Vetri',
  floors: 'Pavimenti',
  disinfection: 'Sanificazione',
  deepCleaning: 'Pulizia a fondo',
  maintenance: 'Manutenzione',
  other: 'Altro',
};
