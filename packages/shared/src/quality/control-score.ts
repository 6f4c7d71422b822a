/**
 * The score of a quality control, by the rule of Italian public cleaning tenders (PRODUCT.md, Quality):
 * each inspected element of a room is accepted (vote 3 or 4) or rejected (1 or 2); with A the sum of the
 * weights of the elements inspected and B the sum of the weights of those rejected, an area conforms when
 * 1 − B/A reaches the acceptable quality level (LQA) of its area category.
 *
 * Worked three ways, so the page can show it: each room against its category's LQA (what to follow up),
 * each area category over all its rooms (what the rule judges), and the control in total. The control is
 * compliant when every area category inspected conforms. The comparison is exact, in whole numbers:
 * (A − B) × 1000 ≥ LQA‰ × A.
 */

/** SPEC.md's votes: 1 terrible, 2 insufficient, 3 sufficient, 4 good. */
export const qualityVotes = [1, 2, 3, 4] as const;
export type QualityVote = (typeof qualityVotes)[number];

/** A vote of 3 or 4 accepts the element. */
export const isAcceptedVote = (vote: QualityVote) => vote >= 3;

/** The rule a control is scored with: one version of a job order's weights and levels. */
export type QualityRule = {
  /** The weight of each element, by its code: a whole number, 1 or more. */
  weights: Readonly<Record<string, number>>;
  /** The acceptable quality level of each area category, by its id, in thousandths (850 is 85%). */
  lqaThousandths: Readonly<Record<number, number>>;
};

export type ControlItem = { roomId: number; areaCategoryId: number; element: string; vote: QualityVote };

export type Working = {
  /** The weights of the elements inspected. */
  a: number;
  /** The weights of the elements rejected. */
  b: number;
  /** 1 − B/A in thousandths, rounded half up (for the eye: `conforms` is exact). */
  scoreThousandths: number;
  lqaThousandths: number;
  conforms: boolean;
};

export type ControlScore = {
  rooms: (Working & { roomId: number; areaCategoryId: number })[];
  categories: (Working & { areaCategoryId: number })[];
  total: Omit<Working, 'lqaThousandths'>;
};

/** 1 − B/A in thousandths, rounded half up: (A − B) × 1000 / A. */
const scoreThousandths = (a: number, b: number) =>
  a === 0 ? 1000 : Math.floor(((a - b) * 2000 + a) / (2 * a));

const working = (a: number, b: number, lqaThousandths: number): Working => ({
  a,
  b,
  scoreThousandths: scoreThousandths(a, b),
  lqaThousandths,
  conforms: (a - b) * 1000 >= lqaThousandths * a,
});

/** Adds an item's weight to the sums of `key`, kept in the order first met. */
function addTo<Key>(sums: Map<Key, { a: number; b: number }>, key: Key, weight: number, rejected: boolean) {
  const sum = sums.get(key) ?? { a: 0, b: 0 };
  sum.a += weight;
  if (rejected) sum.b += weight;
  sums.set(key, sum);
}

/** The control's working and outcome; an element or a category the rule lacks is a caller's error. */
export function scoreControl(items: readonly ControlItem[], rule: QualityRule): ControlScore {
  const byRoom = new Map<number, { a: number; b: number }>();
  const roomCategory = new Map<number, number>();
  const byCategory = new Map<number, { a: number; b: number }>();
  for (const item of items) {
    const weight = rule.weights[item.element];
    if (weight === undefined) throw new RangeError(`the rule has no weight for element ${item.element}`);
    if (rule.lqaThousandths[item.areaCategoryId] === undefined)
      throw new RangeError(`the rule has no LQA for area category ${item.areaCategoryId}`);
    const rejected = !isAcceptedVote(item.vote);
    addTo(byRoom, item.roomId, weight, rejected);
    addTo(byCategory, item.areaCategoryId, weight, rejected);
    roomCategory.set(item.roomId, item.areaCategoryId);
  }
  const lqaOf = (areaCategoryId: number) => rule.lqaThousandths[areaCategoryId]!;
  const categories = [...byCategory].map(([areaCategoryId, { a, b }]) => ({
    areaCategoryId,
    ...working(a, b, lqaOf(areaCategoryId)),
  }));
  const rooms = [...byRoom].map(([roomId, { a, b }]) => {
    const areaCategoryId = roomCategory.get(roomId)!;
    return { roomId, areaCategoryId, ...working(a, b, lqaOf(areaCategoryId)) };
  });
  const a = categories.reduce((sum, category) => sum + category.a, 0);
  const b = categories.reduce((sum, category) => sum + category.b, 0);
  const conforms = categories.every((category) => category.conforms);
  return { rooms, categories, total: { a, b, scoreThousandths: scoreThousandths(a, b), conforms } };
}
