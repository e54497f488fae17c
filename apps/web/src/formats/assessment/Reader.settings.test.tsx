import { DEFAULT_DECK_SETTINGS } from '@lp/shared/content';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../test/api-mock.ts';
import { makeRecord } from '../../test/catalog-factories.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderDeckReader } from '../kit/testing/deck.tsx';
import { Reader } from './Reader.tsx';

const content = {
  questions: [
    { id: 'q1', type: 'truefalse', prompt: 'Water is wet.' },
    { id: 'q2', type: 'truefalse', prompt: 'Fire is cold.' },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('assessment settings', () => {
  it('with feedback on, shows the server verdict and explanation and locks the answer', async () => {
    const api = mockApi({
      'POST decks/d1/questions/q1/check': jsonResponse({
        questionId: 'q1',
        correct: false,
        explanation: 'Water makes things wet.',
        correctAnswer: ['true'],
      }),
    });
    const { onRespond } = renderDeckReader(Reader, { deckId: 'd1', content });
    await userEvent.click(screen.getByRole('radio', { name: 'False' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Not quite')).toBeTruthy();
    expect(screen.getByText('Water makes things wet.')).toBeTruthy();
    expect(screen.getByText('The right answer: True')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'True' }).matches(':disabled')).toBe(true);
    expect(JSON.parse(String(callsTo(api, 'POST decks/d1/questions/q1/check')[0]?.[1]?.body))).toEqual({
      response: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The judged answer is already stored by the server; no second QUESTION_RESPONSE.
    expect(onRespond).not.toHaveBeenCalled();
  });

  it('with feedback off, goes straight on without asking the server', async () => {
    const api = mockApi({});
    renderDeckReader(Reader, {
      deckId: 'd1',
      content,
      settings: { ...DEFAULT_DECK_SETTINGS, feedback: false },
    });
    await userEvent.click(screen.getByRole('radio', { name: 'True' }));
    expect(screen.queryByRole('button', { name: 'Check answer' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('lets the learner skip only when skipping is on, and hides Previous without navigation', async () => {
    renderDeckReader(Reader, {
      content,
      settings: { ...DEFAULT_DECK_SETTINGS, skipping: true, navigation: false },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
  });

  it('counts tab switches and full-screen exits in proctor mode and sends them', async () => {
    const { onComplete } = renderDeckReader(Reader, {
      content: { questions: [content.questions[0]] },
      settings: { ...DEFAULT_DECK_SETTINGS, proctor: true, finalExam: true },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start in full screen' }));
    expect(screen.getByText('Final exam')).toBeTruthy();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(screen.getByText('You left the quiz 1 time. This is recorded with your answers.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'True' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onComplete).toHaveBeenCalledWith({
      responses: { q1: true },
      askedQuestionIds: ['q1'],
      proctor: { tabSwitches: 1, fullscreenExits: 0 },
    });
  });

  it('asks a random subset when questions per quiz is set', async () => {
    const { onComplete } = renderDeckReader(Reader, {
      content,
      settings: { ...DEFAULT_DECK_SETTINGS, questionsPerQuiz: 1, feedback: false },
    });
    expect(screen.getByText('Question 1 of 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'True' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      (onComplete.mock.calls[0] as unknown as [{ askedQuestionIds: string[] }])[0].askedQuestionIds,
    ).toHaveLength(1);
  });

  it('shows no quiz once every attempt is used, and the attempts left before that', () => {
    const settings = { ...DEFAULT_DECK_SETTINGS, attemptsAllowed: 2 };
    const { unmount } = renderDeckReader(Reader, {
      content,
      settings,
      record: makeRecord({ viewAttempts: 2 }),
    });
    expect(screen.getByText('You have used all 2 attempts at this quiz.')).toBeTruthy();
    unmount();
    renderDeckReader(Reader, { content, settings, record: makeRecord({ viewAttempts: 1 }) });
    expect(screen.getByText('1 attempt left')).toBeTruthy();
  });
});
