import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawControlSample } from './control-sample.ts';
import { scoreControl, type ControlItem, type QualityRule } from './control-score.ts';
import { samplingPlanFor } from './sampling-plan.ts';

const elements = ['pavimenti', 'superfici', 'sanitari', 'vetri', 'cestini'];
const ruleArbitrary: fc.Arbitrary<QualityRule> = fc.record({
  weights: fc.record(
    Object.fromEntries(elements.map((element) => [element, fc.integer({ min: 1, max: 10 })])),
  ),
  lqaThousandths: fc.record({ 1: fc.integer({ min: 0, max: 1000 }), 2: fc.integer({ min: 0, max: 1000 }) }),
});
const itemArbitrary: fc.Arbitrary<ControlItem> = fc
  .record({
    roomId: fc.integer({ min: 1, max: 8 }),
    element: fc.constantFrom(...elements),
    vote: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
  })
  // A room keeps one category: odd rooms are offices (1), even ones toilets (2).
  .map((item) => ({ ...item, areaCategoryId: (item.roomId % 2) + 1 }));

const lot = fc
  .uniqueArray(fc.stringMatching(/^[A-Z]-\d{3}$/), { minLength: 0, maxLength: 400 })
  .map((identifiers) => identifiers.map((identifier) => ({ identifier })));
const seed = fc.integer({ min: 0, max: 0x7fff_ffff });

describe('the quality rule', () => {
  it('never lowers the score, nor makes anything non-compliant, for an accepted item', () => {
    fc.assert(
      fc.property(
        ruleArbitrary,
        fc.array(itemArbitrary),
        itemArbitrary,
        fc.constantFrom(3, 4),
        (rule, items, added, vote) => {
          const before = scoreControl(items, rule);
          const after = scoreControl([...items, { ...added, vote: vote as 3 | 4 }], rule);
          // (A' − B') / A' ≥ (A − B) / A, compared across the fractions in whole numbers.
          expect((after.total.a - after.total.b) * before.total.a).toBeGreaterThanOrEqual(
            (before.total.a - before.total.b) * after.total.a,
          );
          if (before.total.conforms) expect(after.total.conforms).toBe(true);
          for (const room of before.rooms.filter((candidate) => candidate.conforms))
            expect(after.rooms.find((candidate) => candidate.roomId === room.roomId)?.conforms).toBe(true);
        },
      ),
    );
  });

  it('does not depend on the order of the items', () => {
    fc.assert(
      fc.property(ruleArbitrary, fc.array(itemArbitrary), (rule, items) => {
        const forward = scoreControl(items, rule);
        const backward = scoreControl([...items].reverse(), rule);
        expect(backward.total).toEqual(forward.total);
        const byRoom = (score: typeof forward) => [...score.rooms].sort((a, b) => a.roomId - b.roomId);
        expect(byRoom(backward)).toEqual(byRoom(forward));
      }),
    );
  });
});

describe('the sample', () => {
  it('draws the plan’s number of distinct rooms of the lot, the same for the same seed in any order', () => {
    fc.assert(
      fc.property(lot, seed, (rooms, chosenSeed) => {
        const sample = drawControlSample(rooms, chosenSeed);
        expect(sample.rooms).toHaveLength(samplingPlanFor(rooms.length).sampleSize);
        expect(new Set(sample.rooms).size).toBe(sample.rooms.length);
        for (const room of sample.rooms) expect(rooms).toContain(room);
        const again = drawControlSample([...rooms].reverse(), chosenSeed);
        expect(again.rooms.map((room) => room.identifier)).toEqual(
          sample.rooms.map((room) => room.identifier),
        );
      }),
    );
  });

  it('redraws a stored control’s sample identically: the generator and the draw do not change', () => {
    // Pinned when the rule was written: a control stores only its seed, so a change of generator,
    // of its seeding or of the draw would silently give a past control another sample.
    const rooms = Array.from({ length: 30 }, (_, index) => ({
      identifier: `A-${String(index + 1).padStart(3, '0')}`,
    }));
    const sample = drawControlSample(rooms, 20_261_128);
    expect(sample).toMatchObject({ lotSize: 30, codeLetter: 'D', sampleSize: 8, seed: 20_261_128 });
    expect(sample.rooms.map((room) => room.identifier)).toEqual([
      'A-010',
      'A-007',
      'A-016',
      'A-012',
      'A-005',
      'A-019',
      'A-020',
      'A-029',
    ]);
  });

  it('refuses a seed out of range', () => {
    expect(() => drawControlSample([{ identifier: 'A' }], -1)).toThrow(RangeError);
    expect(() => drawControlSample([{ identifier: 'A' }], 2 ** 31)).toThrow(RangeError);
  });
});
