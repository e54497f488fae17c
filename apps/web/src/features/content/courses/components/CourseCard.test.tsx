import type { CourseCard as CourseCardData } from '@lp/shared/content/catalog';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeCourseCard } from '../../../../test/catalog-factories.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { CourseCard } from './CourseCard.tsx';

const at = '2027-05-04T09:30:00.000Z';
const shortDate = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(at));
const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
  new Date(at),
);

function renderCard(learner: Partial<CourseCardData['learner']>, name = 'Welcome to Demo Company') {
  renderWithProviders(
    <MemoryRouter>
      <CourseCard course={makeCourseCard(1, name, learner)} />
    </MemoryRouter>,
  );
}

describe('course cards', () => {
  it.each([
    [{ state: 'inactive', at: null }, 'Inactive'],
    [{ state: 'locked', at: null }, 'Locked'],
    [{ state: 'notStarted', at }, `Not yet started: opens on ${dateTime}`],
    [{ state: 'ended', at }, `Ended on ${dateTime}`],
    [{ state: 'vintageLocked', at }, `Opens on ${shortDate}`],
    [{ state: 'prerequisiteLocked', at: null }, 'Finish the previous courses first'],
  ] as const)('shows the access state %o and is not a link', (access, label) => {
    renderCard({ access });
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    [{ state: 'notStarted', percentage: 0 }, 'Not started'],
    [{ state: 'inProgress', percentage: 49.6 }, 'In progress · 50%'],
    [{ state: 'complete', percentage: 100 }, 'Complete'],
  ] as const)('shows the progress %o of an open course, which links to it', (progress, label) => {
    renderCard({ progress });
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe(`/courses/${makeCourseCard(1, '')._id}`);
  });

  it('shortens the title at 40 characters with an ellipsis, keeping the full title as a tooltip', () => {
    const name = 'An unusually long course title that goes on and on';
    renderCard({}, name);
    const title = screen.getByText('An unusually long course title that goes...');
    expect(title.getAttribute('title')).toBe(name);
  });
});
