import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { readablePalettes } from './theme-contrast.ts';

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

/** Close buttons of dialogs, drawers, toasts and alerts are named, as screen readers read them. */
const closeButtonName = { closeButtonProps: { 'aria-label': 'Chiudi' } };

export const theme = createTheme({
  // Mantine's palettes and ours with their text shades darkened to 4.5:1 (theme-contrast.ts): dimmed
  // text, errors, badges and links read on white, on table stripes and on their own light backgrounds.
  colors: readablePalettes({ ...DEFAULT_THEME.colors, brand }),
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  autoContrast: true,
  components: {
    Modal: { defaultProps: closeButtonName },
    Drawer: { defaultProps: closeButtonName },
    Notification: { defaultProps: closeButtonName },
    Alert: { defaultProps: { closeButtonLabel: 'Chiudi' } },
    // No focusable presentational placeholder inside role="menu" (ARIA allows only menu items there):
    // the focus goes to the first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A loader says what is loading (its aria-label), which ARIA allows only on an element with a role.
    Loader: { defaultProps: { role: 'status' } },
  },
});

/**
 * Placeholders read as hints at 4.5:1 too (Mantine's gray 5 is 2.1:1): some inputs, as the date range
 * pickers, draw theirs as text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
  dark: {},
});
