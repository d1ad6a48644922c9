import { describe, expect, it } from '@jest/globals';
import { DEFAULT_THEME } from '@mantine/core';
import { ACCESSIBLE_COLORS, DIMMED_TEXT, PLACEHOLDER_TEXT } from './theme';

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

const WHITE = '#ffffff';
/** global.css --cc-page-bg. */
const PAGE = '#f4f7f8';
/** The colours the screens use (their badges, text and buttons), as the theme has them. */
const USED = ['cyto', 'teal', 'green', 'orange', 'yellow', 'red', 'blue', 'grape', 'indigo', 'pink', 'gray'] as const;
const colors = { ...DEFAULT_THEME.colors, ...ACCESSIBLE_COLORS };
const AA = 4.5;

describe('the theme meets WCAG AA text contrast (4.5:1)', () => {
  it.each(USED)('%s: shade 8 as text on white and on the page, white on shade 8, and a light badge (shade 9 on shade 1)', (name) => {
    const shades = colors[name];
    const ratios = {
      textOnWhite: contrast(shades[8], WHITE),
      textOnPage: contrast(shades[8], PAGE),
      whiteOnFilled: contrast(WHITE, shades[8]),
      lightBadge: contrast(shades[9], shades[1]),
    };
    for (const [use, ratio] of Object.entries(ratios)) expect({ use, enough: ratio >= AA }).toEqual({ use, enough: true });
  });

  it('dimmed text on white, on the page, on a grey panel and on the light badges', () => {
    const grounds = [WHITE, PAGE, colors.gray[0], colors.gray[1], ...USED.map((name) => colors[name][0])];
    expect(grounds.filter((ground) => contrast(DIMMED_TEXT, ground) < AA)).toEqual([]);
  });

  it('a placeholder on a white field, and an error (red 8) on white and on the page', () => {
    expect(contrast(PLACEHOLDER_TEXT, WHITE)).toBeGreaterThanOrEqual(AA);
    expect(Math.min(contrast(colors.red[8], WHITE), contrast(colors.red[8], PAGE))).toBeGreaterThanOrEqual(AA);
  });
});
