import { faqContentSchema } from '@lp/shared/formats/reading';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('faq', () => {
  it('opens an answer and completes', async () => {
    const { onComplete } = renderReader(Reader, {
      items: [{ question: 'When is payday?', answer: 'On the 25th.' }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'When is payday?' }));
    expect(screen.getByText('On the 25th.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('edits questions, asking for the missing question text', async () => {
    const { latest } = renderEditor(Editor, {});
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    expect(screen.getByRole('alert').textContent).toContain('Every question is required');
    typeInto(screen.getByLabelText('Question'), 'Where do I park?');
    typeInto(screen.getByLabelText('Answer'), 'Level -2.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(faqContentSchema.parse(latest())).toEqual({
      items: [{ question: 'Where do I park?', answer: 'Level -2.' }],
    });
  });
});
