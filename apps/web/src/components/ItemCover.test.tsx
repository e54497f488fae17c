import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { coverSeed, ItemCover } from './ItemCover.tsx';

const fillsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('stop')].map((stop) => stop.getAttribute('stop-color'));

describe('item covers', () => {
  it('draws the same cover for the same item and different ones for other items', () => {
    expect(coverSeed('c1')).toBe(coverSeed('c1'));
    const first = renderWithProviders(<ItemCover item={{ _id: 'course-1', kind: 'course' }} />);
    const again = renderWithProviders(<ItemCover item={{ _id: 'course-1', kind: 'course' }} />);
    expect(fillsOf(first.container)).toEqual(fillsOf(again.container));
    const seeds = new Set(['a1', 'b2', 'c3', 'd4', 'e5', 'f6'].map((id) => coverSeed(id) % 8));
    expect(seeds.size).toBeGreaterThan(2);
  });

  it('shows the uploaded image, and the generated cover when it cannot load', () => {
    const { container } = renderWithProviders(
      <ItemCover item={{ _id: 'a1', kind: 'article', readerType: 'faq', image: '/picture.png' }} />,
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/picture.png');
    expect(screen.queryByTestId('generated-cover')).toBeNull();
    if (image) fireEvent.error(image);
    expect(screen.getByTestId('generated-cover')).toBeTruthy();
  });
});
