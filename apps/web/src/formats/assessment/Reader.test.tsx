import { DEFAULT_DECK_SETTINGS } from '@lp/shared/content';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRecord } from '../../test/catalog-factories.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { ReaderOutcome, ReaderProps } from '../kit/reader-props.ts';
import { Reader } from './Reader.tsx';

/** What a learner receives: questions of every type, and no answer keys anywhere. */
const content = {
  questions: [
    {
      id: 'q1',
      type: 'single',
      prompt: 'Which colour is the sky?',
      options: [
        { id: 'a', text: 'Green' },
        { id: 'b', text: 'Blue' },
      ],
    },
    {
      id: 'q2',
      type: 'multiple',
      prompt: 'Which are fruits?',
      options: [
        { id: 'm1', text: 'Apple' },
        { id: 'm2', text: 'Carrot' },
        { id: 'm3', text: 'Mango' },
      ],
    },
    { id: 'q3', type: 'truefalse', prompt: 'Water is wet.' },
    { id: 'q4', type: 'fillblank', prompt: 'The capital of Germany is ...' },
    {
      id: 'q5',
      type: 'ordering',
      prompt: 'Order the numbers',
      options: [
        { id: 'o1', text: 'Two' },
        { id: 'o2', text: 'Three' },
        { id: 'o3', text: 'One' },
      ],
    },
  ],
};

function renderReader(overrides: Partial<ReaderProps> = {}, outcome?: ReaderOutcome) {
  const onComplete = vi.fn(
    async (): Promise<ReaderOutcome> =>
      outcome ?? {
        status: 'sent',
        record: makeRecord({ score: 80, points: 40, completion: true, viewAttempts: 1 }),
        rejection: null,
      },
  );
  const onRespond = vi.fn();
  const props: ReaderProps = {
    name: 'Quiz',
    content,
    settings: { ...DEFAULT_DECK_SETTINGS, passingPercentage: 60 },
    record: null,
    onComplete,
    onRespond,
    ...overrides,
  };
  renderWithProviders(<Reader {...props} />);
  return { onComplete, onRespond };
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('assessment reader', () => {
  it('asks one question at a time and submits the responses and asked ids, without answer keys', async () => {
    const { onComplete, onRespond } = renderReader();

    expect(screen.getByText('Question 1 of 5')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    await next();
    // Keyboard users stay in the quiz: focus moves to the next question, not the page body.
    expect(document.activeElement?.textContent).toBe('Question 2 of 5');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Apple' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mango' }));
    await next();
    await userEvent.click(screen.getByRole('radio', { name: 'True' }));
    await next();
    await userEvent.type(screen.getByRole('textbox', { name: 'The capital of Germany is ...' }), '  Berlin ');
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Move One up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move One up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const responses = { q1: ['b'], q2: ['m1', 'm3'], q3: true, q4: 'Berlin', q5: ['o3', 'o1', 'o2'] };
    expect(onComplete).toHaveBeenCalledWith({ responses, askedQuestionIds: ['q1', 'q2', 'q3', 'q4', 'q5'] });
    expect(onRespond.mock.calls).toEqual(Object.entries(responses));
    expect(await screen.findByText('Best score: 80%')).toBeTruthy();
    expect(document.activeElement?.textContent).toContain('Passed');
    expect(screen.getByText('Passed')).toBeTruthy();
    expect(screen.getByText('Points earned in this quiz: 40')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a failed result from the server record, and no retry once the attempts are used', async () => {
    renderReader(
      {
        content: { questions: [content.questions[2]] },
        settings: { ...DEFAULT_DECK_SETTINGS, attemptsAllowed: 1 },
      },
      { status: 'sent', record: makeRecord({ score: 0, viewAttempts: 1 }), rejection: null },
    );
    await userEvent.click(screen.getByRole('radio', { name: 'False' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Not passed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it.each([
    [{ status: 'saved' } as const, /You are offline/],
    [
      { status: 'sent', record: null, rejection: 'Finish the previous decks first' } as const,
      /Finish the previous/,
    ],
    [{ status: 'preview' } as const, /Preview: your progress is not recorded/],
  ])('explains an outcome without a score: %o', async (outcome, text) => {
    renderReader({ content: { questions: [content.questions[2]] } }, outcome);
    await userEvent.click(screen.getByRole('radio', { name: 'True' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('moves on when the question timer runs out', async () => {
    vi.useFakeTimers();
    renderReader({ settings: { ...DEFAULT_DECK_SETTINGS, questionTimerSeconds: 3 } });
    expect(screen.getByText('3 s left')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_100);
    });
    expect(screen.getByText('Question 2 of 5')).toBeTruthy();
    expect(screen.getByText('3 s left')).toBeTruthy();
  });
});
