import { describe, expect, it } from 'vitest';
import { scoreControl, type ControlItem, type QualityRule } from './control-score.ts';

// Offices (category 1) at LQA 85 %, toilets (category 2) at 90 %.
const rule: QualityRule = {
  weights: { pavimenti: 3, superfici: 2, sanitari: 4, cestini: 1 },
  lqaThousandths: { 1: 850, 2: 900 },
};
const item = (roomId: number, areaCategoryId: number, element: string, vote: 1 | 2 | 3 | 4): ControlItem => ({
  roomId,
  areaCategoryId,
  element,
  vote,
});

describe('scoreControl', () => {
  it('works a control out by hand: A, B, 1 − B/A against the LQA, per room, category and in total', () => {
    const score = scoreControl(
      [
        // Office 10: everything accepted. A = 3 + 2 + 1 = 6, B = 0.
        item(10, 1, 'pavimenti', 4),
        item(10, 1, 'superfici', 3),
        item(10, 1, 'cestini', 4),
        // Office 11: the bins rejected. A = 6, B = 1: 1 − 1/6 = 83.3 % < 85 %.
        item(11, 1, 'pavimenti', 3),
        item(11, 1, 'superfici', 4),
        item(11, 1, 'cestini', 2),
        // Toilet 20: the sanitary fittings rejected. A = 3 + 4 = 7, B = 4: 1 − 4/7 = 42.9 %.
        item(20, 2, 'pavimenti', 3),
        item(20, 2, 'sanitari', 1),
      ],
      rule,
    );
    expect(score.rooms).toEqual([
      {
        roomId: 10,
        areaCategoryId: 1,
        a: 6,
        b: 0,
        scoreThousandths: 1000,
        lqaThousandths: 850,
        conforms: true,
      },
      {
        roomId: 11,
        areaCategoryId: 1,
        a: 6,
        b: 1,
        scoreThousandths: 833,
        lqaThousandths: 850,
        conforms: false,
      },
      {
        roomId: 20,
        areaCategoryId: 2,
        a: 7,
        b: 4,
        scoreThousandths: 429,
        lqaThousandths: 900,
        conforms: false,
      },
    ]);
    // Offices together: A = 12, B = 1, 1 − 1/12 = 91.7 % ≥ 85 %: the category conforms though a room fails.
    expect(score.categories).toEqual([
      { areaCategoryId: 1, a: 12, b: 1, scoreThousandths: 917, lqaThousandths: 850, conforms: true },
      { areaCategoryId: 2, a: 7, b: 4, scoreThousandths: 429, lqaThousandths: 900, conforms: false },
    ]);
    // In total A = 19, B = 5, 1 − 5/19 = 73.7 %; not compliant, the toilets do not conform.
    expect(score.total).toEqual({ a: 19, b: 5, scoreThousandths: 737, conforms: false });
  });

  it('reaches the level exactly: 1 − B/A equal to the LQA conforms', () => {
    const exact: QualityRule = { weights: { a: 1 }, lqaThousandths: { 1: 900 } };
    const items = Array.from({ length: 10 }, (_, index) => item(index, 1, 'a', index === 0 ? 2 : 3));
    expect(scoreControl(items, exact).total).toEqual({ a: 10, b: 1, scoreThousandths: 900, conforms: true });
  });

  it('rounds the shown score half up, and judges on the exact figures', () => {
    // 1 − 1/8 = 87.5 %: shown 875 ‰; 1 − 1/16 = 93.75 % shown 938 ‰ (the half rounds up).
    const weights: QualityRule = { weights: { a: 1, b: 7, c: 15 }, lqaThousandths: { 1: 938 } };
    expect(scoreControl([item(1, 1, 'a', 1), item(1, 1, 'b', 4)], weights).total.scoreThousandths).toBe(875);
    const sixteenth = scoreControl([item(1, 1, 'a', 1), item(1, 1, 'c', 4)], weights);
    expect(sixteenth.total.scoreThousandths).toBe(938);
    expect(sixteenth.categories[0]?.conforms).toBe(false);
  });

  it('refuses an element or an area category the rule does not know', () => {
    expect(() => scoreControl([item(1, 1, 'vetri', 4)], rule)).toThrow(RangeError);
    expect(() => scoreControl([item(1, 3, 'pavimenti', 4)], rule)).toThrow(RangeError);
  });

  it('scores a control with nothing inspected as compliant, with nothing to weigh', () => {
    expect(scoreControl([], rule)).toEqual({
      rooms: [],
      categories: [],
      total: { a: 0, b: 0, scoreThousandths: 1000, conforms: true },
    });
  });
});
