import { pollContentSchema } from '@lp/shared/formats/interactive';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderDeckReader } from '../kit/testing/deck.tsx';
import { fill, renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

const content = {
  prompt: 'Lunch?',
  options: [
    { id: 'p', text: 'Pizza' },
    { id: 's', text: 'Salad' },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('poll', () => {
  it('records the vote, then shows the live result', async () => {
    mockApi({
      'GET decks/d1/poll/results': jsonResponse({
        _id: 'd1',
        total: 4,
        options: [
          { _id: 'p', text: 'Pizza', votes: 3, percentage: 75 },
          { _id: 's', text: 'Salad', votes: 1, percentage: 25 },
        ],
      }),
    });
    const { onRespond, onComplete } = renderDeckReader(Reader, { deckId: 'd1', content });
    await userEvent.click(screen.getByRole('radio', { name: 'Pizza' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(onRespond).toHaveBeenCalledWith('poll', ['p']);
    expect(onComplete).toHaveBeenCalledWith({});
    expect(await screen.findByText('75% · 3 votes')).toBeTruthy();
    expect(screen.getByText('25% · 1 vote')).toBeTruthy();
    expect(screen.getByText('4 votes in total')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Change my vote' }));
    expect(screen.getByRole('button', { name: 'Vote' })).toBeTruthy();
  });

  it('edits the question and options', async () => {
    const { latest } = renderEditor(Editor, { prompt: '', options: [] });
    await fill(screen.getByLabelText('Poll question'), 'Best day?');
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    await fill(screen.getByLabelText('Option 1'), 'Monday');
    await fill(screen.getByLabelText('Option 2'), 'Friday');
    expect(pollContentSchema.parse(latest()).options.map((o) => o.text)).toEqual(['Monday', 'Friday']);
  });
});
