import type { MantineColorsTuple } from '@mantine/core';

/**
 * Colour contrast for WCAG 2.x AA, fixed once for the whole theme instead of page by page: the shades
 * Mantine uses for text (6 for dimmed and error text, 8 for filled, outline and coloured text, 9 for the
 * text of light badges and alerts over shade 1 or 2) are darkened until they read at 4.5:1 or more on
 * the backgrounds they meet. Light shades (0–5) are left as they are: they are backgrounds.
 */

/** The lightest surfaces text is drawn on: white, table stripes and hovers (gray 0 and 1). */
const pageSurfaces = ['#ffffff', '#f8f9fa', '#f1f3f5'];
/** Slightly above the 4.5:1 of WCAG 1.4.3, so rounding in the browser never tips a ratio below it. */
export const minimumContrast = 4.6;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance as WCAG 2.x defines it (sRGB channels linearised). */
function relativeLuminance(hex: string): number {
  const [red, green, blue] = parseHex(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(first: string, second: string): number {
  const [one, other] = [relativeLuminance(first), relativeLuminance(second)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

/** The colour darkened in small steps toward black until it reads on every background given. */
export function darkenUntilReadable(colour: string, backgrounds: readonly string[]): string {
  const rgb = parseHex(colour);
  for (let step = 0; step <= 100; step += 1) {
    const candidate = toHex(rgb.map((channel) => channel * (1 - step / 100)) as Rgb);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= minimumContrast)) {
      return candidate;
    }
  }
  return '#000000';
}

/** A palette whose text shades read on the page surfaces and, for shade 9, on its own light shades. */
export function readablePalette(palette: MantineColorsTuple): MantineColorsTuple {
  const shades = [...palette];
  for (const shade of [6, 7, 8] as const) shades[shade] = darkenUntilReadable(palette[shade], pageSurfaces);
  shades[9] = darkenUntilReadable(palette[9], [...pageSurfaces, palette[1], palette[2]]);
  return shades as unknown as MantineColorsTuple;
}

/** Every palette of the theme made readable. */
export function readablePalettes<Name extends string>(
  palettes: Record<Name, MantineColorsTuple>,
): Record<Name, MantineColorsTuple> {
  const entries = Object.entries(palettes) as [Name, MantineColorsTuple][];
  return Object.fromEntries(entries.map(([name, palette]) => [name, readablePalette(palette)])) as Record<
    Name,
    MantineColorsTuple
  >;
}
