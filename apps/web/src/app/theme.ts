import { createTheme, rem, type CSSVariablesResolver } from '@mantine/core';
import { readableThemePalettes } from './theme-palettes.ts';

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Close buttons of dialogs, drawers, toasts and alerts are named, as screen readers read them. */
const closeButtonName = { closeButtonProps: { 'aria-label': 'Chiudi' } };

/**
 * The options of a drop-down (Select, MultiSelect, Autocomplete, TagsInput) scroll in their own list,
 * the listbox, 220 px high at most. Mantine wraps them in a ScrollArea, a scrolling box that no key
 * reaches (the options are reached from the field, through aria-activedescendant), which axe reports
 * (scrollable-region-focusable); a listbox that scrolls is its combobox's popup, which the rule accepts.
 * Mantine's `maxDropdownHeight` sizes only its ScrollArea: a taller list sets `styles.options.maxHeight`.
 */
const withoutScrollArea = { withScrollArea: false };
const scrollingOptions = { options: { maxHeight: rem(220), overflowY: 'auto' } } as const;

export const theme = createTheme({
  // Mantine's palettes and ours with their text shades darkened to 4.5:1 (theme-contrast.ts): dimmed
  // text, errors, badges and links read on white, on table stripes and on their own light backgrounds.
  colors: readableThemePalettes,
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
    // A dialog's title bar is no banner landmark: Mantine draws it as <header>, which a screen reader
    // lists as the page's second banner beside the top bar (axe: landmark-no-duplicate-banner).
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    Notification: { defaultProps: closeButtonName },
    Alert: { defaultProps: { closeButtonLabel: 'Chiudi' } },
    // No focusable presentational placeholder inside role="menu" (ARIA allows only menu items there):
    // the focus goes to the first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A loader says what is loading (its aria-label), which ARIA allows only on an element with a role.
    Loader: { defaultProps: { role: 'status' } },
    // What a menu parent or a "more filters" button opens is shown in the same render: Mantine's height
    // animation shows it a frame or two later, and a keyboard user's next Tab, on a busy phone, skipped
    // the pages it had just opened.
    Collapse: { defaultProps: { transitionDuration: 0 } },
    // A select opens its options when clicked or typed in, not as it gets the focus: after a failed
    // submit the focus goes to the first field in error, and its list would cover the messages under it.
    Select: { defaultProps: { openOnFocus: false, ...withoutScrollArea }, styles: scrollingOptions },
    MultiSelect: { defaultProps: { openOnFocus: false, ...withoutScrollArea }, styles: scrollingOptions },
    Autocomplete: { defaultProps: withoutScrollArea, styles: scrollingOptions },
    TagsInput: { defaultProps: withoutScrollArea, styles: scrollingOptions },
    // A drop-down's options are drawn beside its field, inside the page's main landmark or its dialog
    // (axe: region), where a screen reader in a modal dialog can read them: Mantine draws them at the
    // end of the page by default, outside both. Positioned from the field, they flip above it when a
    // dialog has no room below. They stay in the page while closed (Mantine's default), though that
    // costs a list page's filters about 140 ms of a phone's processor as it loads: the field names its
    // list (aria-controls, aria-expanded) from the list's id, which Mantine learns only once the list
    // is drawn, so a list drawn on opening left the field saying it was closed (axe:
    // scrollable-region-focusable; docs/decisions/007).
    Combobox: { defaultProps: { withinPortal: false } },
  },
});

/**
 * Placeholders read as hints at 4.5:1 too (Mantine's gray 5 is 2.1:1): some inputs, as the date range
 * pickers, draw theirs as text. Written with the theme's other variables into theme-variables.css.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
  dark: {},
});
