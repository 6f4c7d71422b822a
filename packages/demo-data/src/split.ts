import type { Random } from './random.ts';

/**
 * Splits `total` into `parts` random whole shares of at least 1 each (when total allows), some larger
 * than others, adding up exactly to `total`.
 */
export function splitTotal(rng: Random, total: number, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => (0.4 + rng.next() * 1.6) * (rng.chance(0.1) ? 3 : 1));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const minimum = total >= parts ? 1 : 0;
  const spare = total - minimum * parts;
  const shares = weights.map((weight) => minimum + Math.floor((weight / weightSum) * spare));
  let missing = total - shares.reduce((sum, share) => sum + share, 0);
  for (let i = 0; missing > 0; i = (i + 1) % parts, missing--) shares[i] = (shares[i] ?? 0) + 1;
  return shares;
}
