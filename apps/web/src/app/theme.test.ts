import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { STATUS_COLORS, statusTextOnLight } from './theme';

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
