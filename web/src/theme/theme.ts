import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A calm clinical teal: readable on white, distinct from the alert colours (blue, orange, red). */
const cyto: MantineColorsTuple = ['#e9f6f7', '#d3ebee', '#a7d5db', '#77bec6', '#50aab4', '#389da8', '#2a8e9a', '#1c7785', '#0f5f6e', '#074b58'];

/**
 * Mantine's teal, green, orange, yellow and red with shade 8 (and 9) darkened in their own hue (WCAG
 * 2.2 AA, issue 35): with the light primary shade 8, shade 8 is the colour of text (`c="teal"`),
 * outlines and filled backgrounds under white text, and shade 9 the text of a light badge on shade 1;
 * both now reach 4.5:1 on white and on the page's background (theme.unit.spec.ts holds them to it).
 */
const darkened = (name: 'teal' | 'green' | 'orange' | 'yellow' | 'red', shade8: string, shade9: string): MantineColorsTuple => {
  const [s0, s1, s2, s3, s4, s5, s6, s7] = DEFAULT_THEME.colors[name];
  return [s0, s1, s2, s3, s4, s5, s6, s7, shade8, shade9];
};
export const ACCESSIBLE_COLORS = {
  cyto,
  teal: darkened('teal', '#087f5a', '#066a4c'),
  green: darkened('green', '#28803a', '#237032'),
  orange: darkened('orange', '#bf490a', '#a8400b'),
  yellow: darkened('yellow', '#a35f00', '#8a4f00'),
  red: darkened('red', '#d92121', DEFAULT_THEME.colors.red[9]),
};

/** Dimmed text (`c="dimmed"`): the page's soft ink (global.css --cc-ink-soft) rather than gray 6, 5.5:1 on white where gray 6 had 3.3. */
export const DIMMED_TEXT = '#5b6b73';

const fontStack = "Inter, 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Roboto, Arial, 'Noto Sans', sans-serif";

/** A field's placeholder: lighter than what is typed, yet 4.6:1 on a white field where gray 5 had 2.1. */
export const PLACEHOLDER_TEXT = '#6b7680';

/** The light scheme's text colours that Mantine takes from its grey and red 6 (3.3:1 on white): AA ones. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-placeholder': PLACEHOLDER_TEXT,
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'cyto',
  primaryShade: { light: 8, dark: 5 },
  colors: ACCESSIBLE_COLORS,
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Mantine's own transitions (menus, drawers, dialogs) off when reduced motion is asked for (global.css does the rest).
  respectReducedMotion: true,
  components: {
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg' } },
    Button: { defaultProps: { radius: 'md' } },
    // A loader is a status: the label many of them carry ('Loading slide') is allowed and announced on it, not on a bare span.
    Loader: { defaultProps: { role: 'status' } },
    // Every dialog's and drawer's close button says what it does (a confirm dialog opened through the modals manager too).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine's focus placeholder (a div with role presentation) is not a child a menu may have: the first item takes the focus instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});
