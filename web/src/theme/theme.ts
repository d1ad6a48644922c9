import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A calm clinical teal: readable on white, distinct from the alert colours (blue, orange, red). */
const cyto: MantineColorsTuple = ['#e9f6f7', '#d3ebee', '#a7d5db', '#77bec6', '#50aab4', '#389da8', '#2a8e9a', '#1c7785', '#0f5f6e', '#074b58'];

const fontStack = "Inter, 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Roboto, Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'cyto',
  primaryShade: { light: 8, dark: 5 },
  colors: { cyto },
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
  },
});
