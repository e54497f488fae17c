import { DEFAULT_COLORS } from '@lp/shared/constants';
import { DEFAULT_THEME, luminance, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { buildCssVariablesResolver, STATUS_COLORS, statusTextOnLight } from './theme';

const contrast = (a: string, b: string) => {
  const lighter = Math.max(luminance(a), luminance(b));
  const darker = Math.min(luminance(a), luminance(b));
  return (lighter + 0.05) / (darker + 0.05);
};

describe('status badge text in the light scheme', () => {
  it.each(STATUS_COLORS)('%s reaches WCAG AA on white and on its own pale tint', (color) => {
    const text = statusTextOnLight(color);
    expect(contrast(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Shade 1 is darker than the translucent light-variant background ever renders.
    expect(contrast(text, DEFAULT_THEME.colors[color][1])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('team colour on white in the light scheme', () => {
  const light = buildCssVariablesResolver(DEFAULT_COLORS)(DEFAULT_THEME as MantineTheme).light;

  it('keeps outline badges readable (4.5:1) and the focus ring visible (3:1) with the default amber', () => {
    expect(contrast(DEFAULT_COLORS.primary, '#ffffff')).toBeLessThan(3);
    expect(contrast(String(light['--lp-brand-outline']), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(String(light['--lp-focus-ring']), '#ffffff')).toBeGreaterThanOrEqual(3);
    for (const color of STATUS_COLORS)
      expect(contrast(String(light[`--lp-${color}-outline`]), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
