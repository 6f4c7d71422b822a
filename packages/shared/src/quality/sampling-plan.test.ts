import { describe, expect, it } from 'vitest';
import { samplingPlanFor } from './sampling-plan.ts';

describe('samplingPlanFor (ISO 2859-1, general inspection level II)', () => {
  it('gives each lot size its code letter and sample size, at both ends of every range', () => {
    const cases: [number, string, number][] = [
      [2, 'A', 2],
      [8, 'A', 2],
      [9, 'B', 3],
      [15, 'B', 3],
      [16, 'C', 5],
      [25, 'C', 5],
      [26, 'D', 8],
      [50, 'D', 8],
      [51, 'E', 13],
      [90, 'E', 13],
      [91, 'F', 20],
      [150, 'F', 20],
      [151, 'G', 32],
      [280, 'G', 32],
      [281, 'H', 50],
      [500, 'H', 50],
      [501, 'J', 80],
      [1_200, 'J', 80],
      [1_201, 'K', 125],
      [3_200, 'K', 125],
      [3_201, 'L', 200],
      [10_000, 'L', 200],
      [10_001, 'M', 315],
      [35_001, 'N', 500],
      [150_001, 'P', 800],
      [500_001, 'Q', 1_250],
    ];
    for (const [lotSize, codeLetter, sampleSize] of cases)
      expect(samplingPlanFor(lotSize), `lot of ${lotSize}`).toEqual({ lotSize, codeLetter, sampleSize });
  });

  it('inspects every room of a lot of one or none, and never more rooms than the lot has', () => {
    expect(samplingPlanFor(0)).toEqual({ lotSize: 0, codeLetter: null, sampleSize: 0 });
    expect(samplingPlanFor(1)).toEqual({ lotSize: 1, codeLetter: null, sampleSize: 1 });
    expect(samplingPlanFor(2).sampleSize).toBe(2);
  });

  it('refuses a lot size that is not a whole number of rooms', () => {
    expect(() => samplingPlanFor(-1)).toThrow(RangeError);
    expect(() => samplingPlanFor(2.5)).toThrow(RangeError);
  });
});
