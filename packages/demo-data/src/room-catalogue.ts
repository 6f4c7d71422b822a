import type { AreaCategoryRow, CleaningFrequencyRow } from './rows.ts';

/**
 * The area categories (destinazioni d'uso) and cleaning frequencies the provider works with, with the
 * coefficients that turn a room's area into equivalent square metres, in thousandths.
 */
const categories = [
  ['wards', 'Degenze', 1200],
  ['clinics', 'Ambulatori', 1100],
  ['operatingTheatres', 'Sale operatorie', 1800],
  ['intensiveCare', 'Terapie intensive', 1700],
  ['laboratories', 'Laboratori', 1250],
  ['waitingRooms', "Sale d'attesa", 1000],
  ['offices', 'Uffici', 800],
  ['meetingRooms', 'Sale riunioni', 850],
  ['classrooms', 'Aule', 900],
  ['gyms', 'Palestre e spogliatoi', 1100],
  ['canteens', 'Mense e refettori', 1300],
  ['toilets', 'Servizi igienici', 1500],
  ['corridors', 'Corridoi e atri', 700],
  ['stairs', 'Scale e ascensori', 900],
  ['storerooms', 'Magazzini e depositi', 400],
  ['technical', 'Aree tecniche', 300],
  // Not priced yet: the fee calls answer 512 for a site measured in equivalent square metres with a room
  // of this category, so the demo gives it only to sites whose fee is computed otherwise.
  ['outdoor', 'Aree esterne', null],
] as const;

export type AreaCategoryKey = (typeof categories)[number][0];

export const areaCategoryRows: readonly AreaCategoryRow[] = categories.map(
  ([, name, coefficient], index) => ({
    id: index + 1,
    name,
    coefficientThousandths: coefficient,
  }),
);

/** The id of each category of the catalogue, by a key the room templates use. */
export const areaCategoryIds = Object.fromEntries(
  categories.map(([key], index) => [key, index + 1]),
) as Record<AreaCategoryKey, number>;

/** The category without a coefficient (see above). */
export const unpricedAreaCategoryId = areaCategoryIds.outdoor;

export const cleaningFrequencyRows: readonly CleaningFrequencyRow[] = [
  { code: '7/7', name: 'Giornaliera, 7 giorni su 7', sortOrder: 1, coefficientThousandths: 1400 },
  { code: '6/7', name: 'Giornaliera, 6 giorni su 7', sortOrder: 2, coefficientThousandths: 1250 },
  { code: '5/7', name: 'Giornaliera, 5 giorni su 7', sortOrder: 3, coefficientThousandths: 1000 },
  { code: '3/7', name: 'Tre volte a settimana', sortOrder: 4, coefficientThousandths: 700 },
  { code: '2/7', name: 'Due volte a settimana', sortOrder: 5, coefficientThousandths: 500 },
  { code: '1/7', name: 'Settimanale', sortOrder: 6, coefficientThousandths: 300 },
  { code: '1/14', name: 'Quindicinale', sortOrder: 7, coefficientThousandths: 150 },
  { code: '1/30', name: 'Mensile', sortOrder: 8, coefficientThousandths: 80 },
];

export type FrequencyCode = '7/7' | '6/7' | '5/7' | '3/7' | '2/7' | '1/7' | '1/14' | '1/30';
