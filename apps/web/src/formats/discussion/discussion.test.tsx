import { discussionContentSchema } from '@lp/shared/formats/commerce';
import type { Comment, CommentList } from '@lp/shared/social/comments';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store.ts';
import { callsTo, mockApi } from '../../test/api-mock.ts';
import { id } from '../../test/catalog-factories.ts';
import { jsonResponse, makeToken, makeUser } from '../../test/factories.ts';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

const deckId = id(7);
const me = makeUser({ _id: id(1), first_name: 'Mira' });
const listPath = `decks/${deckId}/comments?page=1&limit=20`;

const comment = (n: number, authorId: string, body: string, parentId: string | null = null): Comment => ({
  _id: id(100 + n),
  author: { _id: authorId, name: authorId === me._id ? 'Mira' : 'Omar', image: null },
  body,
  parentId,
  deleted: false,
  canDelete: authorId === me._id,
  replyCount: 0,
  createdAt: new Date().toISOString(),
});

function listOf(threads: CommentList['comments']): CommentList {
  return {
    comments: threads,
    total: threads.length,
    page: 1,
    limit: 20,
    reactions: { likes: 0, dislikes: 0, mine: null },
    open: true,
  };
}

beforeEach(() => {
  useAuthStore.getState().login(me, makeToken());
});

describe('discussion reader', () => {
  it('shows threaded comments, posts one, and then lets the learner complete', async () => {
    let threads: CommentList['comments'] = [
      {
        ...comment(1, id(2), 'Which tool do you use?'),
        replies: [comment(2, id(2), 'I use the planner.', id(101))],
      },
    ];
    const fetchMock = mockApi({
      [`GET ${listPath}`]: () => jsonResponse(listOf(threads)),
      [`POST decks/${deckId}/comments/create`]: (init) => {
        const body = JSON.parse(String(init?.body)) as { text: string };
        const created = comment(3, me._id, body.text);
        threads = [{ ...created, replies: [] }, ...threads];
        return jsonResponse(created, { status: 201 });
      },
    });
    const { onComplete } = renderReader(Reader, { html: '<p>Share a tip</p>', minComments: 1 }, { deckId });

    expect(await screen.findByText('Which tool do you use?')).toBeTruthy();
    expect(screen.getByText('I use the planner.')).toBeTruthy();
    expect(screen.getByText('Post 1 more comment to complete this discussion.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Batch your email.');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Batch your email.')).toBeTruthy();
    expect(
      JSON.parse(String(callsTo(fetchMock, `POST decks/${deckId}/comments/create`)[0]?.[1]?.body)),
    ).toEqual({
      text: 'Batch your email.',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
  });

  it('refuses an empty comment without calling the server', async () => {
    const fetchMock = mockApi({ [`GET ${listPath}`]: () => jsonResponse(listOf([])) });
    renderReader(Reader, { html: '<p>Share a tip</p>', minComments: 1 }, { deckId });
    expect(await screen.findByText('No comments yet. Start the discussion!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByText('Write a comment first')).toBeTruthy();
    expect(callsTo(fetchMock, `POST decks/${deckId}/comments/create`)).toHaveLength(0);
  });

  it('explains that comments need a deck in a course', () => {
    renderReader(Reader, { html: '<p>Share a tip</p>' });
    expect(screen.getByText('Comments appear when this discussion is played in a course.')).toBeTruthy();
  });
});

describe('discussion editor', () => {
  it('sets how many comments complete it', () => {
    const { latest } = renderEditor(Editor, { html: '<p>Prompt</p>' });
    typeInto(screen.getByRole('textbox', { name: /^Comments needed/ }), '2');
    expect(discussionContentSchema.parse(latest())).toEqual({ html: '<p>Prompt</p>', minComments: 2 });
  });
});
