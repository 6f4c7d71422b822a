const number = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

/** '820 byte', '1,2 MB': a file size the Italian way. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte`;
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} KB`;
  return `${number.format(bytes / (1024 * 1024))} MB`;
}

/** The lower-case extension of a file name, without the dot. */
export const extensionOf = (filename: string): string => {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
};
