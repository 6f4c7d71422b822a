import { describe, expect, it } from 'vitest';
import { drawControlSample, scoreControl, type QualityVote } from '@portale/shared';
import { addDays } from './dates.ts';
import { generateDemoData } from './generate.ts';

const today = '2026-03-15';
const demo = generateDemoData({ scale: 1, today });

const ruleOf = (ruleId: number) => ({
  weights: Object.fromEntries(
    demo.qualityRuleWeights
      .filter((row) => row.ruleId === ruleId)
      .map((row) => [row.elementCode, row.weight]),
  ),
  lqaThousandths: Object.fromEntries(
    demo.qualityRuleLevels
      .filter((row) => row.ruleId === ruleId)
      .map((row) => [row.areaCategoryId, row.lqaThousandths]),
  ),
});

describe('demo quality controls', () => {
  it('has a year of completed controls, mostly compliant, with a few rooms failing again and again', () => {
    const controls = demo.qualityControls;
    expect(controls.length).toBeGreaterThan(250);
    expect(controls.every((control) => control.state === 'completed')).toBe(true);
    expect(controls.every((control) => control.controlDate >= addDays(today, -372))).toBe(true);
    expect(controls.every((control) => control.controlDate < today)).toBe(true);
    const compliant = controls.filter((control) => control.compliant).length / controls.length;
    expect(compliant).toBeGreaterThan(0.6);
    expect(compliant).toBeLessThan(0.97);

    const rejections = new Map<number, number>();
    for (const item of demo.qualityControlItems)
      if (item.vote <= 2) rejections.set(item.roomId, (rejections.get(item.roomId) ?? 0) + 1);
    expect([...rejections.values()].filter((count) => count >= 5).length).toBeGreaterThan(5);
  });

  it('stores the score and outcome the rule gives, and a sample anyone can draw again from the seed', () => {
    const historyOf = new Map<number, typeof demo.roomStates>();
    for (const row of demo.roomStates) historyOf.set(row.roomId, [...(historyOf.get(row.roomId) ?? []), row]);
    for (const control of demo.qualityControls.slice(0, 60)) {
      const drawn = demo.qualityControlRooms
        .filter((row) => row.controlId === control.id)
        .sort((a, b) => a.position - b.position);
      const lot = demo.rooms.filter(
        (room) =>
          room.siteCode === control.siteCode &&
          historyOf
            .get(room.id)
            ?.filter((row) => row.effectiveFrom <= control.controlDate)
            .at(-1)?.state === 'open',
      );
      const sample = drawControlSample(lot, control.seed);
      expect(sample.lotSize).toBe(control.lotSize);
      expect(sample.rooms.map((room) => room.id)).toEqual(drawn.map((row) => row.roomId));

      const category = new Map(drawn.map((row) => [row.roomId, row.areaCategoryId]));
      const items = demo.qualityControlItems
        .filter((item) => item.controlId === control.id)
        .map((item) => ({
          roomId: item.roomId,
          areaCategoryId: category.get(item.roomId)!,
          element: item.elementCode,
          vote: item.vote as QualityVote,
        }));
      const score = scoreControl(items, ruleOf(control.ruleId));
      expect(score.total.scoreThousandths).toBe(control.scoreThousandths);
      expect(score.categories.every((working) => working.conforms)).toBe(control.compliant);
    }
  });

  it('versions the rule: a job order begun over six months ago has a stricter rule since then', () => {
    const versions = new Map<string, string[]>();
    for (const rule of demo.qualityRules)
      versions.set(rule.jobOrderId, [...(versions.get(rule.jobOrderId) ?? []), rule.validFrom]);
    expect([...versions.values()].some((dates) => dates.length === 2)).toBe(true);
    expect(versions.size).toBe(demo.jobOrders.length);
    const older = demo.qualityControls.filter((control) => control.controlDate < addDays(today, -182));
    const newer = demo.qualityControls.filter((control) => control.controlDate >= addDays(today, -182));
    const rulesUsed = (list: typeof older) => new Set(list.map((control) => control.ruleId));
    expect([...rulesUsed(older)].some((ruleId) => rulesUsed(newer).has(ruleId))).toBe(false);
  });

  it('has two joint controls of cliente.demo in different states: one done and signed, one proposed', () => {
    const [done, proposed] = demo.qualityControlRequests;
    const control = demo.qualityControls.find((entry) => entry.id === done!.controlId)!;
    expect(done).toMatchObject({ state: 'scheduled', customerCode: control.customerCode });
    expect(control).toMatchObject({ kind: 'joint', state: 'completed', siteCode: done!.siteCode });
    expect(control.completedByUserId).not.toBeNull();
    expect(control.customerConfirmedAt!.getTime()).toBeGreaterThan(control.completedAt!.getTime());
    expect(proposed).toMatchObject({ state: 'proposed', controlId: null });
    expect(proposed!.scheduledAt!.getTime()).toBeGreaterThan(Date.parse(`${today}T23:59:59Z`));
    expect(demo.qualityControls.filter((entry) => entry.kind === 'joint')).toHaveLength(1);
  });
});
