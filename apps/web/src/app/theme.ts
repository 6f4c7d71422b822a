import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A deep teal-blue: clean, calm and professional, the colour of the company's uniforms and vans. */
const brand: MantineColorsTuple = [
  '#e5f7fa',
  '#d3ecf1',
  '#a8d7e2',
  '#79c1d2',
  '#53afc5',
  '#3aa3bd',
  '#2b9dba',
  '#1b89a4',
  '#0b7a8f',
  '#006a7e',
];

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  autoContrast: true,
});
