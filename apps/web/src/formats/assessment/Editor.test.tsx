import { assessmentContentSchema } from '@lp/shared/formats/assessment';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ContentIssuesVisible } from '../kit/editing/issues-visibility.ts';
import { fill, renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('assessment editor', () => {
  it('builds a valid single-choice question with its key, and shows what is missing until then', async () => {
    const { latest } = renderEditor(Editor, { questions: [] });
    expect(screen.getByText('Add at least one question.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const question = screen.getByRole('group', { name: 'Question 1' });
    await fill(within(question).getByLabelText('Question text'), 'Sky colour?');
    await fill(within(question).getByLabelText('Option 1'), 'Green');
    await fill(within(question).getByLabelText('Option 2'), 'Blue');
    expect(screen.getByText('Item 1: Mark exactly one correct answer.')).toBeTruthy();
    await userEvent.click(within(question).getByLabelText('Option 2 is correct'));
    await fill(within(question).getByLabelText('Explanation'), 'Rayleigh scattering');

    const doc = latest();
    expect(assessmentContentSchema.safeParse(doc).success).toBe(true);
    expect(doc).toMatchObject({
      questions: [{ type: 'single', prompt: 'Sky colour?', explanation: 'Rayleigh scattering' }],
    });
    expect(screen.queryByText('Fix these before saving')).toBeNull();
  });

  it('lists nothing to fix while the builder holds the issues back (no edit yet)', () => {
    renderWithProviders(
      <MemoryRouter>
        <ContentIssuesVisible value={false}>
          <Editor value={{ questions: [] }} settings={null} readOnly={false} onChange={() => {}} />
        </ContentIssuesVisible>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Add question' })).toBeTruthy();
    expect(screen.queryByText('Fix these before saving')).toBeNull();
  });

  it('switches the type, reorders and removes questions', async () => {
    const { latest } = renderEditor(Editor, {
      questions: [
        { id: 'a', type: 'truefalse', prompt: 'First', answer: true },
        { id: 'b', type: 'truefalse', prompt: 'Second', answer: false },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Move Question 2 up' }));
    expect((latest()?.questions as { id: string }[] | undefined)?.map((q) => q.id)).toEqual(['b', 'a']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Question 2' }));
    expect((latest()?.questions as unknown[] | undefined)?.length).toBe(1);
  });

  it('stores an ordering question scrambled for the learner, with the right order as the key', async () => {
    const { latest } = renderEditor(Editor, {
      questions: [
        {
          id: 'o',
          type: 'ordering',
          prompt: 'Count',
          options: [
            { id: 'two', text: 'Two' },
            { id: 'one', text: 'One' },
          ],
          answer: ['one', 'two'],
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await fill(screen.getByLabelText('Item 3 in the right order'), 'Three');
    const question = (
      latest()?.questions as { options: { text: string }[]; answer: string[] }[] | undefined
    )?.[0];
    expect(question?.options.map((o) => o.text)).toEqual(['Two', 'Three', 'One']);
    expect(question?.answer.slice(0, 2)).toEqual(['one', 'two']);
  });

  it('shows the questions read-only while the course is launched', () => {
    renderEditor(
      Editor,
      { questions: [{ id: 'a', type: 'truefalse', prompt: 'First', answer: true }] },
      { readOnly: true },
    );
    expect(screen.queryByRole('button', { name: 'Add question' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Question 1' })).toBeNull();
  });
});
