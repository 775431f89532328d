import { DEFAULT_THEME, getPrimaryShade, type MantineTheme, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { stateTones } from '../components/state-badge';
import { cssVariablesResolver, theme } from './theme';

// WCAG 2.2 relative luminance and contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).
function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  // '#fff' is '#ffffff'.
  const value = Number.parseInt(digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits, 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const srgb = channel / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

const TEXT = 4.5;
const UI_PART = 3;
const full: MantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const primaryShade = getPrimaryShade(full, 'light');
const shade = (color: string, index: number): string => full.colors[color]![index]!;
// The resolver names theme colours as var(--mantine-color-<name>-<shade>); read them back as values.
function resolved(variable: string): string {
  const value = (cssVariablesResolver(full).light as Record<string, string>)[variable]!;
  const match = /--mantine-color-([a-z]+)-(\d)/.exec(value);
  if (!match) throw new Error(`${variable} is not a theme colour: ${value}`);
  return shade(match[1]!, Number(match[2]));
}
const white = full.white;
const stripedRow = shade('gray', 0);

describe('portal theme contrast (WCAG 2.2 AA, light)', () => {
  it('gives primary buttons readable text and links a readable colour', () => {
    const filled = shade(full.primaryColor, primaryShade);
    expect(contrast(white, filled)).toBeGreaterThanOrEqual(TEXT);
    expect(contrast(filled, white)).toBeGreaterThanOrEqual(TEXT);
    expect(contrast(filled, stripedRow)).toBeGreaterThanOrEqual(TEXT);
  });

  it('keeps dimmed, placeholder and error text at 4.5:1 on the page and on striped rows', () => {
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-placeholder', '--mantine-color-error']) {
      expect(contrast(resolved(variable), white), variable).toBeGreaterThanOrEqual(TEXT);
      expect(contrast(resolved(variable), stripedRow), variable).toBeGreaterThanOrEqual(TEXT);
    }
  });

  it('draws the focus ring and input borders at 3:1 against the page', () => {
    // Mantine's focus ring is the primary filled colour (theme.css gives other elements the same one).
    expect(full.focusRing).not.toBe('never');
    expect(contrast(shade(full.primaryColor, primaryShade), white)).toBeGreaterThanOrEqual(UI_PART);
    expect(contrast(shade('gray', 5), white)).toBeGreaterThanOrEqual(UI_PART);
  });

  it.each(
    Object.entries(stateTones).flatMap(([kind, tones]) => Object.entries(tones).map(([state, tone]) => [kind, state, tone] as const)),
  )('makes the %s badge %s readable', (_kind, _state, tone) => {
    if (tone.variant === 'light') {
      // Mantine 9 light variant: text shade 9 on background shade 1.
      expect(contrast(shade(tone.color, 9), shade(tone.color, 1))).toBeGreaterThanOrEqual(TEXT);
    } else if (tone.variant === 'filled') {
      expect(contrast(white, shade(tone.color, primaryShade))).toBeGreaterThanOrEqual(TEXT);
    } else {
      // Outline: text and border in the primary shade on the page.
      expect(contrast(shade(tone.color, primaryShade), white)).toBeGreaterThanOrEqual(TEXT);
    }
  });

  // Colours named outside the state badges: the environment chip (teal, the demo's setting), the unused
  // holidays badge (teal), the warning banner and the form's warnings (yellow), permission levels (blue,
  // yellow, red), qualification badges (blue outline), a work implement's return button (orange).
  it.each(['teal', 'yellow', 'blue', 'red', 'orange'])('keeps %s readable as a light badge or alert', (color) => {
    expect(contrast(shade(color, 9), shade(color, 1))).toBeGreaterThanOrEqual(TEXT);
  });

  it.each(['teal', 'yellow', 'blue', 'orange'])('keeps %s readable as a filled or outline control', (color) => {
    expect(contrast(white, shade(color, primaryShade))).toBeGreaterThanOrEqual(TEXT);
  });

  it('sets headings for data-heavy screens and a font stack without downloads', () => {
    expect(full.headings.sizes.h1.fontSize).toMatch(/^calc\(1\.625rem/);
    expect(full.fontFamily).toMatch(/^system-ui/);
    expect(full.fontFamily).not.toMatch(/url\(/);
  });
});
