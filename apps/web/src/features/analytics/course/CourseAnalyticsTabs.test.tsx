import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, signInBuilder } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CourseAnalyticsTabs } from './CourseAnalyticsTabs.tsx';

/** A drawer with its queries can take seconds to open on a loaded machine. */
const SLOW = { timeout: 10_000 };

const C = '00000000-0000-4000-8000-00000000000c';
const U = '00000000-0000-4000-8000-0000000000ab';
const D = '00000000-0000-4000-8000-00000000000d';

const item = (scope: string, itemId: string, name: string) => ({
  scope,
  itemId,
  name,
  courseId: C,
  status: 'completed',
  progress: 100,
  score: 80,
  points: 10,
  timeSpent: 60,
  attempts: 1,
  completedAt: null,
});

function renderTabs(mayDownload: boolean) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <CourseAnalyticsTabs
          courseId={C}
          userId="me"
          mayDownload={mayDownload}
          oldVersions={null}
          onError={vi.fn()}
        />
      ),
    },
  ]);
  return renderWithProviders(<RouterProvider router={router} />);
}

function mockTabs(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...more,
    [`GET analytics/courses/${C}/questions?category=rating`]: jsonResponse([
      {
        deckId: D,
        name: 'How was it?',
        category: 'rating',
        scoreHistogram: [],
        questions: [
          {
            questionId: 'rating',
            prompt: 'Rate',
            type: 'rating',
            responses: 3,
            correct: 0,
            percentCorrect: null,
            answers: [
              { answer: '"5"', label: '5', count: 2 },
              { answer: '"2"', label: '2', count: 1 },
            ],
          },
        ],
      },
    ]),
    [`GET analytics/courses/${C}/games`]: jsonResponse([
      {
        deckId: D,
        name: 'Race',
        players: 2,
        averageLevel: 1.5,
        levels: [0, 1, 1].map((learners, level) => ({ level, learners })),
      },
    ]),
    [`GET analytics/courses/${C}/certificates`]: jsonResponse([
      {
        id: 'cert-1',
        userId: U,
        learnerName: 'Farah Field',
        title: 'Safe worker',
        issuedAt: '2026-11-20T10:00:00.000Z',
        verifyPath: '/api/v3/certificates/cert-1/verify',
      },
    ]),
    [`GET analytics/me/${C}/learners/all?page=1&pageSize=25`]: jsonResponse({
      learners: [
        {
          userId: U,
          username: 'farah',
          name: 'Farah Field',
          email: null,
          company: null,
          zone: null,
          branch: null,
          department: null,
          status: 'completed',
          progress: 100,
          score: 80,
          timeSpent: 60,
          completedAt: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    }),
    [`GET analytics/${U}/${C}/progress`]: jsonResponse({
      course: item('course', C, 'Safety'),
      topics: [item('topic', 'topic-1', 'Basics')],
      decks: [item('deck', D, 'Basics quiz')],
    }),
    [`PUT analytics/${U}/${C}/${D}/learner`]: jsonResponse({}),
  });
}

describe("a course's analytics tabs", () => {
  it('shows the ratings average, the levels reached and the certificates, without a PDF for managers', async () => {
    signInBuilder('Learner', true);
    mockTabs();
    renderTabs(false);
    expect(screen.getAllByRole('tab')).toHaveLength(10);
    await userEvent.click(screen.getByRole('tab', { name: 'Ratings' }));
    expect(await screen.findByText('4 of 5 stars on average')).toBeTruthy();
    const stars = screen.getByRole('table', { name: 'Stars given in How was it? as a table' });
    expect(within(stars).getByRole('row', { name: '5 stars 2' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Games' }));
    const levels = await screen.findByRole('table', { name: 'Best levels reached in Race as a table' });
    expect(within(levels).getByRole('row', { name: 'Level 2 1' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Certificates' }));
    const verify = await screen.findByRole('link', { name: 'Verify the certificate of Farah Field' });
    expect(verify.getAttribute('href')).toBe('/verify/cert-1');
    expect(screen.queryByRole('button', { name: /PDF/ })).toBeNull();
  });

  it('filters the learners on a segmentation detail, on the server', async () => {
    signInBuilder('Creator');
    const filtered = `GET analytics/me/${C}/learners/all?page=1&pageSize=25&branch=Pune`;
    const fetchMock = mockTabs({
      [filtered]: jsonResponse({ learners: [], total: 0, page: 1, pageSize: 25 }),
    });
    renderTabs(true);
    await userEvent.click(await screen.findByRole('tab', { name: 'Learners' }, SLOW));
    await screen.findByRole('button', { name: 'Details of Farah Field' }, SLOW);
    await userEvent.click(screen.getByRole('textbox', { name: 'Branch' }));
    await userEvent.paste('Pune');
    await vi.waitFor(() => expect(callsTo(fetchMock, filtered)).toHaveLength(1), SLOW);
    expect(await screen.findByText('No learners match', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Date of joining' })).toBeTruthy();
  });

  it("lets an admin open a learner's deck states and mark a deck done", async () => {
    signInBuilder('Admin');
    const fetchMock = mockTabs();
    renderTabs(true);
    await userEvent.click(await screen.findByRole('tab', { name: 'Learners' }, SLOW));
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Farah Field' }, SLOW));
    const drawer = await screen.findByRole('dialog', { name: 'Farah Field in this course' }, SLOW);
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Basics quiz' }, SLOW));
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Mark Basics quiz done' }, SLOW));
    await vi.waitFor(
      () => expect(callsTo(fetchMock, `PUT analytics/${U}/${C}/${D}/learner`)).toHaveLength(1),
      SLOW,
    );
    const [, init] = callsTo(fetchMock, `PUT analytics/${U}/${C}/${D}/learner`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      currentState: { completion: true, viewedPercentage: 100 },
    });
  });
});
