import { DEFAULT_DECK_SETTINGS } from '@lp/shared/content';
import { challengeContentSchema } from '@lp/shared/formats/interactive';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDeckReader } from '../kit/testing/deck.tsx';
import { fill, renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('challenge', () => {
  it('shows the reward and completes when every task is done', async () => {
    const { onComplete } = renderDeckReader(Reader, {
      content: {
        intro: 'Three steps to safety',
        tasks: [{ id: 't1', title: 'Find the exit', details: 'Floor 2' }],
      },
      settings: { ...DEFAULT_DECK_SETTINGS, maxPoints: 30 },
    });
    expect(screen.getByText('Worth 30 points')).toBeTruthy();
    const claim = screen.getByRole('button', { name: 'Complete the challenge' }) as HTMLButtonElement;
    expect(claim.disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Find the exit' }));
    await userEvent.click(claim);
    expect(onComplete).toHaveBeenCalledWith({});
  });

  it('edits the introduction and tasks', async () => {
    const { latest } = renderEditor(Editor, { tasks: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    await fill(screen.getByLabelText('What to do'), 'Walk 5,000 steps');
    await fill(screen.getByLabelText('Introduction'), 'Move more');
    expect(challengeContentSchema.parse(latest())).toMatchObject({
      intro: 'Move more',
      tasks: [{ title: 'Walk 5,000 steps' }],
    });
  });
});
