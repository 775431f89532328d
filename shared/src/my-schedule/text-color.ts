/**
 * Black or white, whichever reads better on `background` ('#RRGGBB'): the one with the higher WCAG
 * contrast ratio. For colours that come without a text colour of their own (activity codes).
 */
export function readableTextColor(background: string): '#000000' | '#FFFFFF' {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background);
  if (!match) return '#000000';
  const [red, green, blue] = match.slice(1).map((hex) => {
    const channel = Number.parseInt(hex, 16) / 255;
    return channel <= 0.040_45 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05); black wins above L ≈ 0.179.
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#FFFFFF';
}
