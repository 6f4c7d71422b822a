import { formatNumber } from './italian-numbers.ts';

/** An area in square metres the Italian way, two decimals and thousands grouped: 1.234,50 m². */
export const formatArea = (squareMetres: number): string => `${formatNumber(squareMetres, 2)} m²`;
