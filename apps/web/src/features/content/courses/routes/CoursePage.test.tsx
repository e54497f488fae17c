import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { markSessionVerified } from '../../../../lib/session.ts';
import { mockApi } from '../../../../test/api-mock.ts';
import { id, makeCourseDetail, makeRecord } from '../../../../test/catalog-factories.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../../test/factories.ts';
import { renderApp } from '../../../../test/render.tsx';

const course = makeCourseDetail(1, 'Welcome to Demo Company', [
  [
    { n: 11, name: 'Who we are' },
    { n: 12, name: 'A day at Demo Company', readerType: 'story' },
  ],
  [{ n: 13, name: 'Values quiz', readerType: 'assessment' }],
]);
const progress = {
  course: { ...makeRecord({ viewedPercentage: 50 }), lastPosition: { topicId: id(100), deckId: id(12) } },
  topics: { [id(100)]: makeRecord({ viewedPercentage: 100, completion: true }) },
  decks: { [id(11)]: makeRecord({ completion: true }) },
};

function mockCourse(detail = course) {
  return mockApi({
    'GET teams/fetch/demo': jsonResponse(makeBranding()),
    [`GET courses/${detail.identifier}/show`]: jsonResponse(detail),
    [`GET courses/${id(1)}/show`]: jsonResponse(detail),
    [`GET courses/${id(1)}/learners/user-1/show`]: jsonResponse(progress),
  });
}

function setPortrait(portrait: boolean) {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...matchMedia(query),
    matches: portrait && query.includes('portrait'),
  });
}

beforeEach(() => {
  const token = makeToken();
  useAuthStore.getState().login(makeUser(), token);
  markSessionVerified(token);
});

describe('course page', () => {
  it('shows the progress, a Resume link to the last position and each deck complete or open', async () => {
    mockCourse();
    renderApp(`/c/${course.identifier}`);

    expect(await screen.findByText('50% complete')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Resume' }).getAttribute('href')).toBe(
      `/courses/${id(1)}/decks/${id(12)}`,
    );
    expect(screen.getByRole('listitem', { name: 'Who we are: Complete' })).toBeTruthy();
    const quiz = screen.getByRole('listitem', { name: 'Values quiz: To do' });
    expect(within(quiz).getByRole('link').getAttribute('href')).toBe(`/courses/${id(1)}/decks/${id(13)}`);
  });

  it('shows Content, Progress and About as tabs on a portrait phone', async () => {
    const restore = window.matchMedia;
    setPortrait(true);
    try {
      mockCourse();
      renderApp(`/courses/${id(1)}`);
      const progressTab = await screen.findByRole('tab', { name: 'Progress' });
      expect(screen.getByRole('tab', { name: 'Content' }).getAttribute('aria-selected')).toBe('true');
      expect(screen.getByRole('tab', { name: 'About' })).toBeTruthy();
      await userEvent.click(progressTab);
      expect(await screen.findByText('1 of 3 lessons done')).toBeTruthy();
    } finally {
      window.matchMedia = restore;
    }
  });

  it('lets an exploration browse the outline without starting: no deck links, a Start button', async () => {
    mockCourse();
    renderApp(`/e/${course.identifier}`);
    expect(await screen.findByRole('link', { name: 'Start the course' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: /^Values quiz/ }).querySelector('a')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Resume' })).toBeNull();
  });

  it('says why a course is closed and locks its decks', async () => {
    mockCourse({
      ...course,
      learner: { ...course.learner, access: { state: 'prerequisiteLocked', at: null } },
    });
    renderApp(`/courses/${id(1)}`);
    expect(await screen.findByText('Finish the previous courses first')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Values quiz: Locked' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Resume' })).toBeNull();
  });
});
