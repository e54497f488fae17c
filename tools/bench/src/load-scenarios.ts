import { randomUUID } from 'node:crypto';
import type { LoadFixture } from './fixture';
import type { IngestCourse, IngestFixture } from './ingest-fixture';
import type { Scenario } from './scenarios';

export interface SignedInLearner {
  id: string;
  token: string;
}

export const EVENTS_PER_BATCH = 20;

/**
 * Scenarios on the seeded `loadtest` team: each request takes the next learner in turn, so the
 * load spreads over many learners as it would in a real team.
 */
export function learnerScenarios(
  fixture: LoadFixture,
  learners: SignedInLearner[],
  { ingest = true }: { ingest?: boolean } = {},
): Scenario[] {
  let turn = 0;
  const nextLearner = () => learners[turn++ % learners.length] as SignedInLearner;
  const reads = readScenarios(fixture, nextLearner);
  return ingest ? [ingestScenario(fixture.ingest), ...reads] : reads;
}

/**
 * submit_queue: each request takes the next ingestion learner in turn and completes the next course
 * that learner has not played (all 20 decks), so every batch earns points until a learner has played
 * every course (learners x courses batches; the report's run is far shorter).
 */
export function ingestScenario(ingest: IngestFixture): Scenario {
  let turn = 0;
  const played = new Map<string, number>();
  const batch = (course: IngestCourse) =>
    course.deckIds.map((deckId, i) => ({
      uuid: randomUUID(),
      name: 'DECK_COMPLETED',
      time: new Date().toISOString(),
      payload: {
        deckId,
        timeSpent: 30,
        ...(course.quizDeckIds.includes(deckId) ? { responses: { q1: ['b'], q2: i % 2 === 0 } } : {}),
      },
    }));
  return {
    name: `POST activity/submit_queue (${EVENTS_PER_BATCH} events)`,
    target: 'product',
    method: 'POST',
    path: '/api/v3/activity/submit_queue',
    perRequest: { count: EVENTS_PER_BATCH, unit: 'events' },
    nextRequest: () => {
      const learner = ingest.learners[turn++ % ingest.learners.length] as SignedInLearner;
      const n = played.get(learner.id) ?? 0;
      played.set(learner.id, n + 1);
      return {
        path: '/api/v3/activity/submit_queue',
        headers: { 'access-token': learner.token },
        body: { trackers: batch(ingest.courses[n % ingest.courses.length] as IngestCourse) },
      };
    },
  };
}

function readScenarios(fixture: LoadFixture, nextLearner: () => SignedInLearner): Scenario[] {
  return [
    {
      name: 'GET courses/{id}/show (learner)',
      target: 'product',
      method: 'GET',
      path: `/api/v3/courses/${fixture.courseId}/show`,
      nextRequest: () => ({
        path: `/api/v3/courses/${fixture.courseId}/show`,
        headers: { 'access-token': nextLearner().token },
      }),
    },
    {
      name: 'GET courses/{id}/learners/{me}/show',
      target: 'product',
      method: 'GET',
      path: `/api/v3/courses/${fixture.courseId}/learners/me/show`,
      nextRequest: () => {
        const learner = nextLearner();
        return {
          path: `/api/v3/courses/${fixture.courseId}/learners/${learner.id}/show`,
          headers: { 'access-token': learner.token },
        };
      },
    },
    {
      name: 'GET courseLibrary (learner)',
      target: 'product',
      method: 'GET',
      path: '/api/v3/courseLibrary',
      nextRequest: () => ({
        path: '/api/v3/courseLibrary',
        headers: { 'access-token': nextLearner().token },
      }),
    },
    {
      name: 'GET home/feed (learner)',
      target: 'product',
      method: 'GET',
      path: '/api/v3/home/feed',
      nextRequest: () => ({ path: '/api/v3/home/feed', headers: { 'access-token': nextLearner().token } }),
    },
    // As a browser asks for them: compressed.
    ...['courseLibrary', 'home/feed'].map(
      (route): Scenario => ({
        name: `GET ${route} (learner, compressed)`,
        target: 'product',
        method: 'GET',
        path: `/api/v3/${route}`,
        nextRequest: () => ({
          path: `/api/v3/${route}`,
          headers: { 'access-token': nextLearner().token, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
        }),
      }),
    ),
  ];
}

/** What Chromium sends. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Signs the fixture's learners in through the API, as the web app does. */
export async function signInLearners(
  baseUrl: string,
  usernames: string[],
  password: string,
): Promise<SignedInLearner[]> {
  const learners: SignedInLearner[] = [];
  for (const username of usernames) {
    const res = await fetch(`${baseUrl}/api/v3/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (!res.ok) throw new Error(`signing in ${username} failed: ${res.status} ${await res.text()}`);
    const user = (await res.json()) as { _id: string };
    learners.push({ id: user._id, token: String(res.headers.get('access-token')) });
  }
  return learners;
}

/**
 * Leaderboards of the seeded `boards` team: top 20 plus "around me", per window, one connection;
 * then the same for the caller's own department (a segment board, a quarter of the learners).
 */
export function boardScenarios(learners: SignedInLearner[], departments: string[]): Scenario[] {
  let turn = 0;
  const windows = ['all', 'month', 'week'] as const;
  const board = (window: (typeof windows)[number], segment: boolean): Scenario => ({
    name: `GET leaderboards/appleaderboard ${window}${segment ? ' department' : ''} (1 conn)`,
    target: 'product' as const,
    method: 'GET' as const,
    path: `/api/v3/leaderboards/appleaderboard?window=${window}`,
    connections: 1,
    nextRequest: () => {
      const at = turn++ % learners.length;
      const query = segment
        ? `&segmentField=department&segmentValue=${encodeURIComponent(departments[at] ?? '')}`
        : '';
      return {
        path: `/api/v3/leaderboards/appleaderboard?window=${window}${query}`,
        headers: { 'access-token': (learners[at] as SignedInLearner).token },
      };
    },
  });
  return [...windows.map((w) => board(w, false)), ...windows.map((w) => board(w, true))];
}
