import type { TrackerEntry } from '@lp/shared/progress';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { markSessionVerified } from '../../../../lib/session.ts';
import { callsTo, mockApi } from '../../../../test/api-mock.ts';
import { id, makeArticle, makeQueueResponse } from '../../../../test/catalog-factories.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../../test/factories.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useTrackerStore } from '../../../progress/index.ts';

const news = makeArticle(5, 'Meet the leadership team', { category: 'news', readerType: 'news' });
const reader = {
  ...news,
  content: { html: '<p>Open Q&amp;A every first Friday.</p><img src="/team.png" alt="The team">' },
  settings: { allowSharing: true, cleanView: false, interactions: true },
};

function mockArticle() {
  return mockApi({
    'GET teams/fetch/demo': jsonResponse(makeBranding()),
    'GET articles/articleLibrary': jsonResponse([news]),
    [`GET articles/${id(5)}/learners/user-1/show/news`]: jsonResponse(reader),
    [`POST articles/${id(5)}/bookmark`]: jsonResponse({ bookmarked: true }),
    'POST activity/submit_queue': jsonResponse(makeQueueResponse()),
  });
}

beforeEach(() => {
  const token = makeToken();
  useAuthStore.getState().login(makeUser(), token);
  markSessionVerified(token);
  useTrackerStore.getState().claim('user-1');
});

describe('article reader', () => {
  it('reads an article by id, with its images, and records its start and completion', async () => {
    const fetchMock = mockArticle();
    renderApp(`/content/news/${id(5)}`);

    expect(await screen.findByText('Open Q&A every first Friday.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The team' })).toBeTruthy();
    expect(screen.getByText('News')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText('Completed! Your progress is saved.')).toBeTruthy();

    const [call] = callsTo(fetchMock, 'POST activity/submit_queue');
    const { trackers } = JSON.parse(String(call?.[1]?.body)) as { trackers: TrackerEntry[] };
    expect(trackers.map((entry) => [entry.name, entry.payload.articleId ?? null])).toEqual([
      ['ARTICLE_STARTED', id(5)],
      ['DECK_COMPLETED', id(5)],
      ['PUSH_STATE', null],
    ]);
  });

  it('finds the article by its identifier on /{readerType}/{articleIdentifier} and bookmarks it', async () => {
    mockArticle();
    renderApp(`/news/${news.identifier}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Bookmark' }));
    expect(await screen.findByRole('button', { name: 'Remove bookmark' })).toBeTruthy();
  });

  it('does not shadow other two-part paths: a segment that is no reader type is not found', async () => {
    mockArticle();
    renderApp('/app/leaderboard');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
