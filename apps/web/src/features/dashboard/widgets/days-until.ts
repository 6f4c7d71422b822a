/** Whole days from one calendar date ('YYYY-MM-DD') to another; negative when it is in the past. */
export function daysUntil(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
