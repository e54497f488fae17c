import { surveyContentSchema } from '@lp/shared/formats/interactive';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDeckReader } from '../kit/testing/deck.tsx';
import { fill, renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

const content = {
  questions: [
    {
      id: 's1',
      type: 'single',
      prompt: 'Role?',
      options: [
        { id: 'a', text: 'Sales' },
        { id: 'b', text: 'Support' },
      ],
    },
    {
      id: 's2',
      type: 'multiple',
      prompt: 'Tools?',
      options: [
        { id: 'x', text: 'Mail' },
        { id: 'y', text: 'Chat' },
      ],
    },
    { id: 's3', type: 'scale', prompt: 'How useful?' },
    { id: 's4', type: 'text', prompt: 'Ideas?' },
  ],
};

describe('survey', () => {
  it('sends every answer and completes once all are answered', async () => {
    const { onComplete, onRespond } = renderDeckReader(Reader, { content });
    const send = screen.getByRole('button', { name: 'Send answers' }) as HTMLButtonElement;
    await userEvent.click(screen.getByRole('radio', { name: 'Support' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mail' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chat' }));
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    expect(send.disabled).toBe(true);
    await fill(screen.getByRole('textbox', { name: 'Ideas?' }), ' More videos ');
    await userEvent.click(send);
    expect(onRespond.mock.calls).toEqual([
      ['s1', ['b']],
      ['s2', ['x', 'y']],
      ['s3', '4'],
      ['s4', 'More videos'],
    ]);
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
    expect(await screen.findByText('Thank you for your answers!')).toBeTruthy();
  });

  it('edits questions of each kind', async () => {
    const { latest } = renderEditor(Editor, { questions: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await fill(screen.getByLabelText('Question text'), 'Your team?');
    await fill(screen.getByLabelText('Option 1'), 'Red');
    await fill(screen.getByLabelText('Option 2'), 'Blue');
    expect(surveyContentSchema.safeParse(latest()).success).toBe(true);
    await userEvent.click(screen.getByRole('combobox', { name: 'Question type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Scale from 1 to 5' }));
    expect(latest()).toMatchObject({ questions: [{ type: 'scale', prompt: 'Your team?' }] });
  });
});
