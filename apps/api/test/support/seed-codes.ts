/**
 * The demo data numbers its sites in the order fixed.ts lists them: UB000001 to UB000018 are customer
 * CL0001's, UB000019 to UB000030 CL0002's, UB000031 to UB000038 CL0003's, UB000039 and UB000040 CL0004's.
 * Tests of a filter compare the codes it keeps with these, so that a filter keeping nothing (or
 * everything) fails.
 */
export const siteCodes = (first: number, last: number): string[] =>
  Array.from({ length: last - first + 1 }, (_, index) => `UB${String(first + index).padStart(6, '0')}`);
