import { FORMAT_ICONS } from '@lp/shared/formats/format-icons';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ICON, formatIconSprite, tablerName } from '../../format-icon-sprite.ts';
import { FormatIcon } from './FormatIcon.tsx';

const useOf = (container: HTMLElement) => container.querySelector('use')?.getAttribute('href') ?? '';

describe('format icons', () => {
  it("draws a format's icon from the sprite, by its base reader type", () => {
    const { container } = render(<FormatIcon readerType="faqdeck" size={18} color="white" />);
    expect(useOf(container)).toMatch(/#IconHelp$/);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('18');
    expect(svg?.getAttribute('stroke')).toBe('white');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws a plain file for a format it does not know', () => {
    const { container } = render(<FormatIcon readerType="nosuchformat" />);
    expect(useOf(container)).toMatch(new RegExp(`#${FALLBACK_ICON}$`));
  });

  it("holds one symbol for every format's icon, drawn from Tabler's outline set", () => {
    expect(tablerName('IconDeviceGamepad2')).toBe('device-gamepad-2');
    expect(tablerName('IconFileTypePdf')).toBe('file-type-pdf');
    const sprite = new DOMParser().parseFromString(formatIconSprite(), 'image/svg+xml');
    const ids = new Set([...sprite.querySelectorAll('symbol')].map((symbol) => symbol.id));
    for (const name of [...Object.values(FORMAT_ICONS), FALLBACK_ICON]) expect(ids).toContain(name);
    expect(sprite.querySelector('symbol#IconArticle path[d]')).not.toBeNull();
  });
});
