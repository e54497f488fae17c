import { interactiveVideoContentSchema } from '@lp/shared/formats/media';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('interactive video editor', () => {
  it('adds a question with its time, prompt, options and answer key', async () => {
    mockApi({ 'GET files/getList?kind=video': jsonResponse([]) });
    const { latest } = renderEditor(Editor, {
      url: 'https://youtu.be/dQw4w9WgXcQ',
      questions: [],
      cues: [],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const question = screen.getByRole('group', { name: 'Question 1' });
    await userEvent.click(within(question).getByRole('textbox', { name: 'Question' }));
    await userEvent.paste('Which way do you bend?');
    await userEvent.click(within(question).getByRole('textbox', { name: 'Option 1' }));
    await userEvent.paste('Knees');
    await userEvent.click(within(question).getByRole('textbox', { name: 'Option 2' }));
    await userEvent.paste('Back');
    const at = within(question).getByRole('textbox', { name: 'Appears at' });
    await userEvent.tripleClick(at);
    await userEvent.keyboard('12');

    const value = latest();
    expect(value.cues).toEqual([{ questionId: expect.any(String), at: 12 }]);
    expect(interactiveVideoContentSchema.safeParse(value).success).toBe(true);

    await userEvent.click(within(question).getByRole('radio', { name: 'Option 2 is correct' }));
    const [saved] = latest().questions as { answer: string[]; options: { id: string }[] }[];
    expect(saved?.answer).toEqual([saved?.options[1]?.id]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(latest()).toMatchObject({ questions: [], cues: [] });
  });
});
