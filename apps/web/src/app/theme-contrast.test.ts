import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenUntilReadable, readablePalettes } from './theme-contrast.ts';
import { brandPalette, readableThemePalettes } from './theme-palettes.ts';
import { theme } from './theme.ts';

const surfaces = ['#ffffff', '#f8f9fa', '#f1f3f5'];
const palettes = Object.entries(theme.colors ?? {});

describe('the theme reads at WCAG AA contrast', () => {
  it('knows the contrast of black on white and of Mantine’s old dimmed grey', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('has every palette, Mantine’s and the brand', () => {
    expect(palettes.map(([name]) => name)).toEqual(
      expect.arrayContaining(['brand', 'gray', 'orange', 'green']),
    );
  });

  it.each(palettes)('%s: text shades 6 to 8 read at 4.5:1 on white, stripes and hovers', (_name, palette) => {
    for (const shade of [6, 7, 8]) {
      for (const surface of surfaces)
        expect(contrastRatio(palette![shade]!, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(palettes)('%s: shade 9, the text of light badges, reads on shades 1 and 2', (_name, palette) => {
    for (const background of [palette![1]!, palette![2]!]) {
      expect(contrastRatio(palette![9]!, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('uses the palettes theme-contrast.ts makes of Mantine’s and the brand (theme-palettes.ts is their copy)', () => {
    expect(readableThemePalettes).toEqual(readablePalettes({ ...DEFAULT_THEME.colors, brand: brandPalette }));
  });

  it('leaves a colour that already reads as it is', () => {
    expect(darkenUntilReadable('#495057', surfaces)).toBe('#495057');
  });
});
