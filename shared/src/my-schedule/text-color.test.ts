import { describe, expect, it } from 'vitest';
import { readableTextColor } from './text-color';

describe('readableTextColor', () => {
  it('puts black on light colours and white on dark ones', () => {
    expect(readableTextColor('#FFFFFF')).toBe('#000000');
    expect(readableTextColor('#FFD43B')).toBe('#000000');
    expect(readableTextColor('#000000')).toBe('#FFFFFF');
    expect(readableTextColor('#1864AB')).toBe('#FFFFFF');
  });

  it('turns at the luminance where both contrasts are equal', () => {
    // #757575 has L ≈ 0.178 (white wins by a hair), #767676 L ≈ 0.181 (black wins).
    expect(readableTextColor('#757575')).toBe('#FFFFFF');
    expect(readableTextColor('#767676')).toBe('#000000');
  });

  it('falls back to black for anything that is not #RRGGBB', () => {
    expect(readableTextColor('teal')).toBe('#000000');
  });
});
