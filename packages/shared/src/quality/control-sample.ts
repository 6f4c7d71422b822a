import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { samplingPlanFor, type SamplingPlan } from './sampling-plan.ts';

/** The generator the sample is drawn with, named on the control's page so anyone can redraw it. */
export const sampleGenerator = 'xoroshiro128+ (pure-rand), estrazione di Fisher-Yates' as const;

/** A seed: a whole number from 0 to 2^31 − 1, stored with the control. */
export const isSampleSeed = (seed: number) => Number.isInteger(seed) && seed >= 0 && seed <= 0x7fff_ffff;

export type ControlSample<Room> = SamplingPlan & { seed: number; rooms: Room[] };

/**
 * The rooms a control inspects: the plan's number of rooms, drawn from the lot with the seed. The lot is
 * put in the order of its identifiers first, so the same rooms and the same seed always give the same
 * sample, whatever order they were read in: each of the first `sampleSize` places is swapped with a
 * place drawn uniformly among those not yet taken (a partial Fisher-Yates shuffle).
 */
export function drawControlSample<Room extends { identifier: string }>(
  lot: readonly Room[],
  seed: number,
): ControlSample<Room> {
  if (!isSampleSeed(seed)) throw new RangeError(`not a seed: ${seed}`);
  const ordered = [...lot].sort((a, b) =>
    a.identifier < b.identifier ? -1 : a.identifier > b.identifier ? 1 : 0,
  );
  const plan = samplingPlanFor(ordered.length);
  const generator = xoroshiro128plus(seed);
  for (let place = 0; place < plan.sampleSize; place += 1) {
    const drawn = uniformInt(generator, place, ordered.length - 1);
    [ordered[place], ordered[drawn]] = [ordered[drawn]!, ordered[place]!];
  }
  return { ...plan, seed, rooms: ordered.slice(0, plan.sampleSize) };
}
