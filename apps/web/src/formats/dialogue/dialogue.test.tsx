import { dialogueContentSchema } from '@lp/shared/formats/reading-flows';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

const content = {
  speakers: [{ id: 'c', name: 'Customer' }],
  steps: [
    {
      id: 'm1',
      speakerId: 'c',
      text: 'My order is late!',
      choices: [
        { text: 'Sorry, let me check.', next: 'm2' },
        { text: 'Not my problem.', next: 'm3' },
      ],
    },
    { id: 'm2', speakerId: 'c', text: 'Thank you.', next: 'm4' },
    { id: 'm3', speakerId: 'c', text: 'I want a manager.' },
    { id: 'm4', speakerId: 'c', text: 'That was quick!' },
  ],
};

describe('dialogue', () => {
  it('reveals messages one by one along the reply the learner picks, and completes at the end', async () => {
    const { onComplete } = renderReader(Reader, content);
    expect(screen.getByText('My order is late!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sorry, let me check.' }));
    expect(screen.getByText('Thank you.')).toBeTruthy();
    expect(screen.queryByText('I want a manager.')).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('That was quick!')).toBeTruthy();
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });

    await userEvent.click(screen.getByRole('button', { name: 'Start the conversation again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Not my problem.' }));
    expect(screen.getByText('I want a manager.')).toBeTruthy();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('builds a script from speakers and messages', async () => {
    const { latest } = renderEditor(Editor, {});
    await userEvent.click(screen.getByRole('button', { name: 'Add speaker' }));
    typeInto(screen.getByLabelText('Name'), 'Coach');
    await userEvent.click(screen.getByRole('button', { name: 'Add message' }));
    expect(screen.getByRole('alert').textContent).toContain('Every message is required');
    typeInto(screen.getByLabelText('Message'), 'Ready?');
    expect(dialogueContentSchema.parse(latest())).toEqual({
      speakers: [{ id: 'p1', name: 'Coach' }],
      steps: [{ id: 'm1', speakerId: 'p1', text: 'Ready?', choices: [] }],
    });
  });
});
