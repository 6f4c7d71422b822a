import { formatNumber } from './italian-numbers.ts';

/** One decimal at most, none when it is zero: 1,5 and 10. */
const upToOneDecimal = (value: number) => formatNumber(value, 1).replace(/,0$/, '');

/**
 * '820 byte', '1,2 MB': a file size the Italian way. Written without Intl, whose first number format
 * loads the locale's data in the middle of a ticket's first screen (italian-numbers.ts).
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte`;
  if (bytes < 1024 * 1024) return `${upToOneDecimal(bytes / 1024)} KB`;
  return `${upToOneDecimal(bytes / (1024 * 1024))} MB`;
}

/** The lower-case extension of a file name, without the dot. */
export const extensionOf = (filename: string): string => {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
};
