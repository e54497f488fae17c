import { gameContentSchema } from '@lp/shared/formats/interactive';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { makeRecord } from '../../test/catalog-factories.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderDeckReader } from '../kit/testing/deck.tsx';
import { fill, renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

const tf = (id: string) => ({ id, type: 'truefalse', prompt: `Statement ${id}` });
const content = { questions: [tf('a'), tf('b'), tf('c')] };
const verdict = (correct: boolean) => () => jsonResponse({ questionId: 'x', correct, explanation: null });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('game reader', () => {
  it('climbs a level per right answer and ends the run at the first miss', async () => {
    let calls = 0;
    mockApi(
      Object.fromEntries(
        ['a', 'b', 'c'].map((id) => [`POST decks/d1/questions/${id}/check`, () => verdict(++calls < 2)()]),
      ),
    );
    const { onComplete } = renderDeckReader(Reader, {
      deckId: 'd1',
      content,
      onComplete: vi.fn(async () => ({
        status: 'sent' as const,
        record: makeRecord({ score: 10, points: 10, viewAttempts: 1 }),
        rejection: null,
      })),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    expect(screen.getByText('Level 1 of 3')).toBeTruthy();
    expect(screen.getByText(/^(30|29) s left$/)).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'True' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lock in answer' }));
    expect(await screen.findByText('Level 2 of 3')).toBeTruthy();
    // Level 2 gives 28 seconds (the clock may already have ticked).
    expect(screen.getByText(/^(28|27|26) s left$/)).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'False' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lock in answer' }));
    expect(await screen.findByText('Game over')).toBeTruthy();
    const sent = (onComplete.mock.calls[0] as unknown as [Record<string, unknown>])[0];
    expect(sent.level).toBe(1);
    expect(sent.askedQuestionIds).toHaveLength(2);
    expect(Object.values(sent.responses as object)).toEqual([true, false]);
    expect(await screen.findByText('Best level reached: 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play again' })).toBeTruthy();
  });

  it('ends the run when the time runs out', async () => {
    vi.useFakeTimers();
    const { onComplete } = renderDeckReader(Reader, { content });
    await act(async () => {
      screen.getByRole('button', { name: 'Start the game' }).click();
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ level: 0, responses: {} }));
  });
});

describe('game editor', () => {
  it('edits the question pool with the quiz question editor', async () => {
    const { latest } = renderEditor(Editor, { questions: [] });
    expect(screen.getByText(/Each run asks up to 10 of these questions/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Question type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'True or false' }));
    await fill(screen.getByLabelText('Question text'), 'The sun is a star.');
    expect(gameContentSchema.safeParse(latest()).success).toBe(true);
  });
});
