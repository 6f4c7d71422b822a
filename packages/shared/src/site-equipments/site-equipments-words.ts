/**
 * Site equipment's words and figures (labels of the values, the label sheets' layouts, the public page's
 * limits): out of site-equipments-enums.ts, which the first screen loads for the routes' search checks.
 */
import type {
  EquipmentCategory,
  EquipmentDocumentKind,
  EquipmentLogKind,
  EquipmentState,
} from './site-equipments-enums.ts';

export const equipmentCategoryLabels: Record<EquipmentCategory, string> = {
  CLEANING_MACHINE: 'Macchina per la pulizia',
  VACUUM: 'Aspirapolvere e aspiraliquidi',
  DISPENSER: 'Dispenser',
  TROLLEY: 'Carrello',
  SANITARY_FITTING: 'Sanitari e rubinetteria',
  CLIMATE: 'Climatizzazione',
  ELECTRICAL: 'Apparecchio elettrico',
  FIRE_SAFETY: 'Antincendio',
  OTHER: 'Altro',
};

export const equipmentStateLabels: Record<EquipmentState, string> = {
  IN_SERVICE: 'In servizio',
  UNDER_MAINTENANCE: 'In manutenzione',
  OUT_OF_SERVICE: 'Fuori servizio',
};

export const equipmentDocumentKindLabels: Record<EquipmentDocumentKind, string> = {
  MANUAL: 'Manuale d’uso',
  SAFETY_DATA_SHEET: 'Scheda di sicurezza',
  CE_DECLARATION: 'Dichiarazione CE di conformità',
  MAINTENANCE_REPORT: 'Rapporto di manutenzione',
  OTHER: 'Altro documento',
};

export const equipmentLogKindLabels: Record<EquipmentLogKind, string> = {
  ROUTINE: 'Manutenzione ordinaria',
  REPAIR: 'Riparazione',
  INSPECTION: 'Verifica periodica',
  MOVE: 'Spostamento',
  STATE: 'Cambio di stato',
  RETIREMENT: 'Dismissione',
};

/**
 * The A4 label sheets labels are printed on (the common 3 × 7, 2 × 7, 3 × 8 and 2 × 4 layouts): labels
 * across and down, each label's size and the sheet's margins, in millimetres.
 */
export const labelSheetFormats = {
  '3x7': {
    columns: 3,
    rows: 7,
    widthMm: 63.5,
    heightMm: 38.1,
    leftMm: 7.25,
    topMm: 15.15,
    gapXMm: 2.5,
    gapYMm: 0,
  },
  '3x8': {
    columns: 3,
    rows: 8,
    widthMm: 63.5,
    heightMm: 33.9,
    leftMm: 7.25,
    topMm: 12.9,
    gapXMm: 2.5,
    gapYMm: 0,
  },
  '2x7': {
    columns: 2,
    rows: 7,
    widthMm: 99.1,
    heightMm: 38.1,
    leftMm: 4.65,
    topMm: 15.15,
    gapXMm: 2.5,
    gapYMm: 0,
  },
  '2x4': {
    columns: 2,
    rows: 4,
    widthMm: 99.1,
    heightMm: 67.7,
    leftMm: 4.65,
    topMm: 13.1,
    gapXMm: 2.5,
    gapYMm: 0,
  },
} as const;
export type LabelSheetFormat = keyof typeof labelSheetFormats;
export const labelSheetFormatNames = Object.keys(labelSheetFormats) as LabelSheetFormat[];
export const labelSheetFormatLabels: Record<LabelSheetFormat, string> = {
  '3x7': '21 etichette, 3 × 7 (63,5 × 38,1 mm, come Avery L7160)',
  '3x8': '24 etichette, 3 × 8 (63,5 × 33,9 mm, come Avery L7159)',
  '2x7': '14 etichette, 2 × 7 (99,1 × 38,1 mm, come Avery L7163)',
  '2x4': '8 etichette, 2 × 4 (99,1 × 67,7 mm, come Avery L7165)',
};
/** At most this many labels in one PDF: ten sheets of the smallest labels. */
export const maxLabelsPerSheetRequest = 240;

/** Reports one label may send in an hour, whoever sends them: beyond it the provider has them already. */
export const equipmentReportsPerCodePerHour = 5;
/** Reports one address may send in ten minutes, whatever label. */
export const equipmentReportsPerAddressPer10Minutes = 5;
