import type { CourseDetail } from '@lp/shared/content/catalog';
import { normalizeRecord, type TrackerEntry } from '@lp/shared/progress';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { markSessionVerified } from '../../../../lib/session.ts';
import { callsTo, mockApi } from '../../../../test/api-mock.ts';
import { id, makeCourseDetail, makeQueueResponse, makeRecord } from '../../../../test/catalog-factories.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../../test/factories.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useTrackerStore } from '../../../progress/index.ts';

const course = makeCourseDetail(
  1,
  'Security',
  [
    [
      { n: 11, name: 'Strong passwords' },
      { n: 12, name: 'Mystery deck', readerType: 'hologram' },
    ],
  ],
  { sequential: true },
);
const deckPath = (n: number) => `/courses/${id(1)}/decks/${id(n)}`;

function mockCourse(detail: CourseDetail, extra: Parameters<typeof mockApi>[0] = {}) {
  const [summary] = detail.topics[0]?.decks ?? [];
  return mockApi({
    'GET teams/fetch/demo': jsonResponse(makeBranding()),
    [`GET courses/${id(1)}/show`]: jsonResponse(detail),
    [`GET courses/${id(1)}/learners/user-1/show`]: jsonResponse({ course: null, topics: {}, decks: {} }),
    [`GET decks/${id(11)}/learners/user-1/show/article`]: jsonResponse({
      deck: { ...summary, content: { html: '<p>Use a password manager.</p><script>alert(1)</script>' } },
      record: null,
    }),
    ...extra,
  });
}

const sentEvents = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, 'POST activity/submit_queue').flatMap(
    ([, init]) => (JSON.parse(String(init?.body)) as { trackers: TrackerEntry[] }).trackers,
  );

beforeEach(() => {
  const token = makeToken();
  useAuthStore.getState().login(makeUser(), token);
  markSessionVerified(token);
  useTrackerStore.getState().claim('user-1');
});

describe('deck player', () => {
  it('records the start and the completion and shows the sanitized article', async () => {
    const fetchMock = mockCourse(course, {
      'POST activity/submit_queue': jsonResponse(
        makeQueueResponse({
          decks: { [id(11)]: normalizeRecord({ completion: true, viewedPercentage: 100 }) },
        }),
      ),
    });
    renderApp(deckPath(11));

    expect(await screen.findByText('Use a password manager.')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));

    expect(await screen.findByText('Completed! Your progress is saved.')).toBeTruthy();
    const events = sentEvents(fetchMock);
    expect(events.map((event) => event.name)).toEqual(['DECK_STARTED', 'DECK_COMPLETED', 'PUSH_STATE']);
    expect(events[1]?.payload).toEqual({ deckId: id(11), timeSpent: expect.any(Number) });
    expect(useTrackerStore.getState().queue).toEqual([]);
  });

  it('records DECK_ABANDONED with the time spent when the learner leaves an unfinished deck', async () => {
    mockCourse(course);
    const { router } = renderApp(deckPath(11));
    await screen.findByText('Use a password manager.');

    await router.navigate(`/courses/${id(1)}`);

    const queue = () => useTrackerStore.getState().queue;
    await waitFor(() =>
      expect(queue().map((event) => event.name)).toEqual(['DECK_STARTED', 'DECK_ABANDONED', 'PUSH_STATE']),
    );
    expect(queue()[1]?.payload).toEqual({ deckId: id(11), timeSpent: expect.any(Number) });
    // The tracker runtime sends a pushable queue at once (tracker-runtime.test.ts).
    expect(useTrackerStore.getState().pushable).toBe(true);
  });

  it("shows the server's message when it refuses the completion", async () => {
    mockCourse(course, {
      'POST activity/submit_queue': (init) => {
        const { trackers } = JSON.parse(String(init?.body)) as { trackers: TrackerEntry[] };
        const completed = trackers.find((entry) => entry.name === 'DECK_COMPLETED');
        return jsonResponse(
          makeQueueResponse(
            {},
            { rejected: [{ uuid: completed?.uuid ?? '', message: 'Finish the previous decks first' }] },
          ),
        );
      },
    });
    renderApp(deckPath(11));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText('Finish the previous decks first')).toBeTruthy();
    expect(screen.getByText('Your progress was not recorded')).toBeTruthy();
  });

  it('records nothing in preview mode and shows the Preview badge', async () => {
    const fetchMock = mockCourse(course);
    renderApp(`${deckPath(11)}?preview=true`);

    await userEvent.click(await screen.findByRole('button', { name: 'Mark as complete' }));

    expect(await screen.findByText('Preview: your progress is not recorded.')).toBeTruthy();
    expect(screen.getByText('Preview')).toBeTruthy();
    expect(useTrackerStore.getState().queue).toEqual([]);
    expect(callsTo(fetchMock, 'POST activity/submit_queue')).toHaveLength(0);
  });

  it('keeps a locked deck of a sequential course closed and records nothing', async () => {
    mockCourse(course);
    renderApp(deckPath(12));
    expect(await screen.findByText('This lesson is locked')).toBeTruthy();
    expect(useTrackerStore.getState().queue).toEqual([]);
  });

  it('says that an unknown reader type is not supported yet instead of crashing', async () => {
    const free = { ...course, settings: { ...course.settings, sequential: false } };
    mockCourse(free, {
      [`GET courses/${id(1)}/learners/user-1/show`]: jsonResponse({
        course: null,
        topics: {},
        decks: { [id(11)]: makeRecord({ completion: true }) },
      }),
    });
    renderApp(deckPath(12));
    expect(await screen.findByText('This content type is not supported yet')).toBeTruthy();
    expect(screen.getByText(/hologram/)).toBeTruthy();
    expect(useTrackerStore.getState().queue).toEqual([]);
  });
});
