import { onFirstUse } from './format.ts';

// Two decimals always, thousands grouped as on invoices (CLDR groups Italian numbers only from five digits).
const areaFormat = onFirstUse(
  () =>
    new Intl.NumberFormat('it-IT', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    }),
);

/** An area in square metres the Italian way: 1.234,50 m². */
export const formatArea = (squareMetres: number): string => `${areaFormat().format(squareMetres)} m²`;
