import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeCourseCard } from '../../../test/catalog-factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import { Carousel, carouselItems, slidesPerView } from './Carousel.tsx';

const inRouter = (ui: ReactNode) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe('carousels (SPEC §9)', () => {
  it('shows 1.2, 2.2 or 3.2 cards by width', () => {
    expect(slidesPerView(999)).toBe(1.2);
    expect(slidesPerView(1000)).toBe(2.2);
    expect(slidesPerView(1499)).toBe(2.2);
    expect(slidesPerView(1500)).toBe(3.2);
  });

  it('shows at most 10 items', () => {
    expect(carouselItems(Array.from({ length: 14 }, (_, i) => i))).toHaveLength(10);
    const items = Array.from({ length: 12 }, (_, i) => ({
      kind: 'course' as const,
      item: makeCourseCard(i + 1, `Course ${i + 1}`),
    }));
    inRouter(<Carousel title="Newly added" items={items} />);
    const section = screen.getByRole('region', { name: 'Newly added' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(10);
    expect(within(section).queryByText('Course 11')).toBeNull();
  });

  it('shortens card titles at 40 characters', () => {
    const long = 'A very long course title that keeps on going and going';
    inRouter(<Carousel title="Recent" items={[{ kind: 'course', item: makeCourseCard(1, long) }]} />);
    expect(screen.getByText(`${long.slice(0, 40).trimEnd()}...`)).toBeTruthy();
  });

  it('says there are no ads when there is no banner', () => {
    inRouter(<BannerCarousel banners={[]} />);
    expect(screen.getByText('No Ads available')).toBeTruthy();
  });
});
