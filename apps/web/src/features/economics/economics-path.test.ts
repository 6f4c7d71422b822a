import { describe, expect, it } from 'vitest';
import { economicsSplat, parseEconomicsPath } from './economics-path.ts';

describe('the economics address', () => {
  it('reads the three parts in any combination', () => {
    expect(parseEconomicsPath(undefined)).toEqual({});
    expect(parseEconomicsPath('2026')).toEqual({ year: 2026 });
    expect(parseEconomicsPath('2026/C-0001')).toEqual({ year: 2026, task: 'C-0001' });
    expect(parseEconomicsPath('2026/C-0001/UB000012')).toEqual({
      year: 2026,
      task: 'C-0001',
      site: 'UB000012',
    });
    expect(parseEconomicsPath('C-0001')).toEqual({ task: 'C-0001' });
    expect(parseEconomicsPath('C-0001/UB000012')).toEqual({ task: 'C-0001', site: 'UB000012' });
    expect(parseEconomicsPath('2026/UB000012')).toEqual({ year: 2026, site: 'UB000012' });
    expect(parseEconomicsPath('UB000012')).toEqual({ site: 'UB000012' });
  });

  it('ignores what fits no place left', () => {
    expect(parseEconomicsPath('2026/2025')).toEqual({ year: 2026 });
    expect(parseEconomicsPath('UB000012/C-0001')).toEqual({ site: 'UB000012' });
    expect(parseEconomicsPath('2026//C-0001/')).toEqual({ year: 2026, task: 'C-0001' });
  });

  it('writes back what it reads', () => {
    for (const splat of ['', '2026', '2026/C-0001', '2026/C-0001/UB000012', 'C-0001/UB000012', 'UB000012'])
      expect(economicsSplat(parseEconomicsPath(splat))).toBe(splat);
  });
});
