import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A deep-water blue built from the brand colour #0b3a5b, light to dark.
const ocean: MantineColorsTuple = [
  '#e6f4fb',
  '#cde6f4',
  '#9ccbe8',
  '#67afdc',
  '#3d97d1',
  '#2389cb',
  '#1282c9',
  '#006fb2',
  '#0062a0',
  '#0b3a5b',
];

export const theme = createTheme({
  primaryColor: 'ocean',
  primaryShade: { light: 7, dark: 5 },
  colors: { ocean },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  // Someone who asked their system for less motion gets modals, menus and drawers without animation.
  respectReducedMotion: true,
  components: {
    // Picking the option already chosen keeps it (Mantine's default clears the field, which users
    // read as a lost answer). A plain object, not Select.extend: the theme is in the first download
    // and must not pull the Select's code in with it. Optional fields clear with their clear button.
    Select: { defaultProps: { allowDeselect: false } },
  },
});
