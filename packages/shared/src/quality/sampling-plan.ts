/**
 * ISO 2859-1, general inspection level II, single sampling: how many rooms of a lot (the site's rooms
 * that can be inspected) a control draws. The lot size gives a code letter, the letter a sample size;
 * a sample as large as the lot inspects every room.
 */

/** The upper bound of each lot-size range (inclusive), its code letter and its sample size. */
export const samplingPlanTable = [
  { upTo: 8, codeLetter: 'A', sampleSize: 2 },
  { upTo: 15, codeLetter: 'B', sampleSize: 3 },
  { upTo: 25, codeLetter: 'C', sampleSize: 5 },
  { upTo: 50, codeLetter: 'D', sampleSize: 8 },
  { upTo: 90, codeLetter: 'E', sampleSize: 13 },
  { upTo: 150, codeLetter: 'F', sampleSize: 20 },
  { upTo: 280, codeLetter: 'G', sampleSize: 32 },
  { upTo: 500, codeLetter: 'H', sampleSize: 50 },
  { upTo: 1_200, codeLetter: 'J', sampleSize: 80 },
  { upTo: 3_200, codeLetter: 'K', sampleSize: 125 },
  { upTo: 10_000, codeLetter: 'L', sampleSize: 200 },
  { upTo: 35_000, codeLetter: 'M', sampleSize: 315 },
  { upTo: 150_000, codeLetter: 'N', sampleSize: 500 },
  { upTo: 500_000, codeLetter: 'P', sampleSize: 800 },
  { upTo: Number.POSITIVE_INFINITY, codeLetter: 'Q', sampleSize: 1_250 },
] as const;

export type SamplingPlan = {
  lotSize: number;
  /** Null for a lot of one room or none, below the table's first range. */
  codeLetter: string | null;
  /** The rooms to inspect: the table's size, never more than the lot. */
  sampleSize: number;
};

/** The plan for a lot of `lotSize` rooms (a whole number, 0 or more). */
export function samplingPlanFor(lotSize: number): SamplingPlan {
  if (!Number.isInteger(lotSize) || lotSize < 0) throw new RangeError(`not a lot size: ${lotSize}`);
  if (lotSize < 2) return { lotSize, codeLetter: null, sampleSize: lotSize };
  const row = samplingPlanTable.find((candidate) => lotSize <= candidate.upTo)!;
  return { lotSize, codeLetter: row.codeLetter, sampleSize: Math.min(row.sampleSize, lotSize) };
}
