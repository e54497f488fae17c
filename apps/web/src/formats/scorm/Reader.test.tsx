import type { ScormCommitResponse, ScormLaunch } from '@lp/shared/formats/scorm';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Scorm12API, Scorm2004API } from 'scorm-again';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store.ts';
import { callsTo, mockApi } from '../../test/api-mock.ts';
import { jsonResponse, makeUser } from '../../test/factories.ts';
import { renderReader } from '../video/test-utils.tsx';
import { Reader } from './Reader.tsx';

const deckId = '6f1c2a34-1b2c-4d5e-8f90-123456789abc';
type ApiWindow = Window & { API?: Scorm12API; API_1484_11?: Scorm2004API };
const scormWindow = () => window as ApiWindow;

function launch(version: '1.2' | '2004', cmi: Record<string, unknown> | null): ScormLaunch {
  return {
    deckId,
    package: { _id: 'p1', title: 'Fire safety basics', version, entry: 'index.html' },
    launchUrl: '/api/v3/formats/scorm/files/p1/token/index.html',
    cmi,
  };
}

function committed(completion: boolean, score = 0): ScormCommitResponse {
  return {
    saved: true,
    outcome: {
      status: completion ? 'passed' : 'incomplete',
      score: completion ? score : null,
      viewedPercentage: 100,
    },
    progress: { viewedPercentage: 100, score, points: score / 2, completion, completionDate: null },
  };
}

const commitBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, `POST formats/scorm/${deckId}/commit`).map(([, init]) => ({
    body: JSON.parse(String(init?.body)),
    keepalive: init?.keepalive,
  }));

async function openPlayer() {
  const frame = await screen.findByTitle('Fire safety basics');
  fireEvent.load(frame);
  return frame;
}

describe('SCORM reader', () => {
  beforeEach(() => {
    useAuthStore.getState().login(makeUser({ _id: 'u1', first_name: 'Asha', last_name: 'Rao' }), 'token-1');
  });
  afterEach(() => {
    useAuthStore.getState().logout();
  });

  it('resumes a SCORM 1.2 package from the saved cmi and shows completion after a commit', async () => {
    const saved = {
      core: { lesson_location: 'page-3', lesson_status: 'incomplete', exit: 'suspend' },
      suspend_data: 'abc',
    };
    const fetchMock = mockApi({
      [`GET formats/scorm/${deckId}/state`]: jsonResponse(launch('1.2', saved)),
      [`POST formats/scorm/${deckId}/commit`]: jsonResponse(committed(true, 80)),
    });
    renderReader(Reader, { packageId: 'p1' }, { deckId });
    const frame = await openPlayer();
    expect(frame.getAttribute('src')).toBe('/api/v3/formats/scorm/files/p1/token/index.html');
    expect(screen.queryByText('Loading the lesson…')).toBeNull();

    const api = scormWindow().API as Scorm12API;
    expect(api).toBeInstanceOf(Scorm12API);
    act(() => {
      api.LMSInitialize('');
    });
    expect(api.LMSGetValue('cmi.core.entry')).toBe('resume');
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('page-3');
    expect(api.LMSGetValue('cmi.suspend_data')).toBe('abc');
    expect(api.LMSGetValue('cmi.core.student_name')).toBe('Rao, Asha');

    act(() => {
      api.LMSSetValue('cmi.core.score.raw', '80');
      api.LMSSetValue('cmi.core.lesson_status', 'passed');
      api.LMSCommit('');
    });
    expect(await screen.findByText('Lesson complete')).toBeTruthy();
    expect(screen.getByText('Well done! Your best score is 80% and you have earned 40 points.')).toBeTruthy();
    const [first] = commitBodies(fetchMock);
    expect(first?.body).toMatchObject({
      finished: false,
      cmi: { core: { lesson_status: 'passed', score: { raw: '80' } }, suspend_data: 'abc' },
    });
    const headers = new Headers(callsTo(fetchMock, `POST formats/scorm/${deckId}/commit`)[0]?.[1]?.headers);
    expect(headers.get('access-token')).toBe('token-1');
  });

  it('runs SCORM 2004 packages through window.API_1484_11 and sends Terminate as the final commit', async () => {
    const fetchMock = mockApi({
      [`GET formats/scorm/${deckId}/state`]: jsonResponse(launch('2004', null)),
      [`POST formats/scorm/${deckId}/commit`]: jsonResponse(committed(true, 90)),
    });
    renderReader(Reader, { packageId: 'p1' }, { deckId });
    await openPlayer();
    const api = scormWindow().API_1484_11 as Scorm2004API;
    expect(api).toBeInstanceOf(Scorm2004API);
    expect(scormWindow().API).toBeUndefined();
    act(() => {
      api.Initialize('');
    });
    expect(api.GetValue('cmi.entry')).toBe('ab-initio');
    expect(api.GetValue('cmi.learner_name')).toBe('Asha Rao');
    act(() => {
      api.SetValue('cmi.completion_status', 'completed');
      api.SetValue('cmi.success_status', 'passed');
      api.SetValue('cmi.score.scaled', '0.9');
      api.Terminate('');
    });
    await screen.findByText('Lesson complete');
    const bodies = commitBodies(fetchMock);
    expect(bodies.at(-1)).toMatchObject({
      keepalive: true,
      body: {
        finished: true,
        cmi: { completion_status: 'completed', success_status: 'passed', score: { scaled: '0.9' } },
      },
    });
  });

  it('ends a running session when the learner leaves, and removes the API', async () => {
    const fetchMock = mockApi({
      [`GET formats/scorm/${deckId}/state`]: jsonResponse(launch('1.2', null)),
      [`POST formats/scorm/${deckId}/commit`]: jsonResponse(committed(false)),
    });
    const { unmount } = renderReader(Reader, { packageId: 'p1' }, { deckId });
    await openPlayer();
    const api = scormWindow().API as Scorm12API;
    act(() => {
      api.LMSInitialize('');
      api.LMSSetValue('cmi.core.lesson_location', 'slide-7');
    });
    unmount();
    await waitFor(() => expect(commitBodies(fetchMock)).toHaveLength(1));
    expect(commitBodies(fetchMock)[0]).toMatchObject({
      keepalive: true,
      body: { finished: true, cmi: { core: { lesson_location: 'slide-7' } } },
    });
    expect(scormWindow().API).toBeUndefined();
  });

  it('tells the learner when progress could not be saved', async () => {
    mockApi({
      [`GET formats/scorm/${deckId}/state`]: jsonResponse(launch('1.2', null)),
      [`POST formats/scorm/${deckId}/commit`]: jsonResponse(
        { message: 'Finish the previous decks first' },
        { status: 409 },
      ),
    });
    renderReader(Reader, { packageId: 'p1' }, { deckId });
    await openPlayer();
    const api = scormWindow().API as Scorm12API;
    act(() => {
      api.LMSInitialize('');
      api.LMSCommit('');
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your progress was not savedFinish the previous decks first',
    );
  });

  it('shows a loading state, then the server message when the lesson cannot open', async () => {
    mockApi({
      [`GET formats/scorm/${deckId}/state`]: jsonResponse(
        { message: 'This deck has no SCORM package yet' },
        { status: 404 },
      ),
    });
    renderReader(Reader, {}, { deckId });
    expect(screen.getByLabelText('Loading the lesson…')).toBeTruthy();
    expect(await screen.findByText('This deck has no SCORM package yet')).toBeTruthy();
    expect(scormWindow().API).toBeUndefined();
  });

  it('mentions an earlier completion and explains that unsaved decks cannot be previewed', async () => {
    mockApi({ [`GET formats/scorm/${deckId}/state`]: jsonResponse(launch('1.2', null)) });
    const record = {
      viewedPercentage: 100,
      viewAttempts: 1,
      timeSpent: 60,
      score: 75,
      points: 30,
      coins: 0,
      completion: true,
      completionDate: '2026-01-01T00:00:00.000Z',
    };
    const first = renderReader(Reader, { packageId: 'p1' }, { deckId, record });
    expect(
      await screen.findByText(
        'You have completed this lesson before with a score of 75%. You can go through it again.',
      ),
    ).toBeTruthy();
    first.unmount();
    renderReader(Reader, {});
    expect(screen.getByText('Save the deck to preview its SCORM package here.')).toBeTruthy();
  });
});
