import { type CSSVariablesResolver, createTheme, type MantineColorsTuple, rem } from '@mantine/core';

// The portal's palettes. Mantine's stock shades fail WCAG 2.2 AA in places an HR clerk reads all
// day (white on green-6 is 3.1:1, amber text on its light badge 2.7:1, dimmed gray-6 text 3.3:1), so the
// colours the portal uses are tuned here; theme.contrast.test.ts computes every pairing from these values.
const brand: MantineColorsTuple = [
  '#e8f1fb',
  '#d0e2f6',
  '#a3c5ec',
  '#72a6e1',
  '#4a8bd8',
  '#2f7ad2',
  '#1f6fcc',
  '#155fb3',
  '#0e4f96',
  '#06386b',
];
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#f03e3e',
  '#c92a2a',
  '#a61e1e',
  '#861414',
];
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#40c057',
  '#2f9e44',
  '#1e7b34',
  '#18652a',
  '#0f4d1f',
];
// Amber: In progress. Its darkest shades are brown so that the text of a light badge stays readable.
const amber: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#f59f00',
  '#b35c00',
  '#8f4a00',
  '#6b3a00',
];
// Teal: the demo environment's chip and the unused-holiday badge. Stock teal-9 on teal-1 (the light
// variant) is 4.3:1; shades 7-9 are darkened so that both it and white on the filled shade pass.
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#087f5b',
  '#07704f',
  '#066649',
];
// Yellow: warnings (the system-message banner, the form's warnings, the "update" permission). Stock
// yellow-9 on yellow-1 is 2.7:1; the dark shades are amber-brown like the amber palette's.
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#b35c00',
  '#8f4a00',
  '#7a3f00',
];
// Blue: new documents, read permissions, qualification badges (outline). Stock blue-7 under white or on
// white is 4.2:1; shades 7-9 are moved one step darker.
const blue: MantineColorsTuple = [
  '#e7f5ff',
  '#d0ebff',
  '#a5d8ff',
  '#74c0fc',
  '#4dabf7',
  '#339af0',
  '#228be6',
  '#1971c2',
  '#1864ab',
  '#145591',
];
// Orange: a work implement's return button. Stock orange-7 under white text is 3.0:1.
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#b8420b',
  '#a8380a',
  '#8f2f08',
];
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  // 5 outlines inputs (3:1 against white for a control's boundary), 6 is dimmed text (4.5:1 on striped rows).
  '#8a929a',
  '#5f6870',
  '#495057',
  '#343a40',
  '#212529',
];

/** System fonts only: nothing downloaded, and every one of them carries the Lithuanian letters. */
const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  // Filled buttons, links and focus rings use shade 7: white on it is 6.3:1 (shade 6 of most palettes is under 4.5:1).
  primaryShade: { light: 7, dark: 8 },
  colors: { brand, red, green, amber, teal, yellow, blue, orange, gray },
  autoContrast: true,
  defaultRadius: 'sm',
  cursorType: 'pointer',
  // People who asked their system for less motion get no transitions (WCAG 2.3.3).
  respectReducedMotion: true,
  // Keyboard users see where they are; a mouse click does not leave a ring behind.
  focusRing: 'auto',
  fontFamily: FONT_STACK,
  fontFamilyMonospace: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
  // Data-heavy screens: a 26 px page title instead of Mantine's 34 px, the rest scaled to match.
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: '650',
    sizes: {
      h1: { fontSize: rem(26), lineHeight: '1.25' },
      h2: { fontSize: rem(20), lineHeight: '1.3' },
      h3: { fontSize: rem(17), lineHeight: '1.35' },
      h4: { fontSize: rem(15), lineHeight: '1.4' },
      h5: { fontSize: rem(14), lineHeight: '1.45' },
      h6: { fontSize: rem(13), lineHeight: '1.5' },
    },
  },
  components: {
    // Compact but comfortable: 8 px above and below a cell, 12 px beside it, 14 px text.
    Table: { defaultProps: { verticalSpacing: 'xs', horizontalSpacing: 'sm', fz: 'sm' } },
    Badge: { defaultProps: { radius: 'sm', tt: 'none' } },
    // A table wider than a phone scrolls inside its container: the container takes keyboard focus so the
    // arrow keys can scroll it (WCAG 2.1.1, axe's scrollable-region-focusable).
    // A spinner that carries a label ("Loading…") is a status: ARIA allows no label on a span without a role.
    Loader: { defaultProps: { role: 'status' } },
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    Anchor: { defaultProps: { underline: 'hover' } },
  },
});

/** Light-scheme variables Mantine derives from gray-6 and gray-5 that the tuned palette alone does not reach. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-6)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-7)',
    '--mantine-color-disabled-color': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
