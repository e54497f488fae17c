import { profilerContentSchema } from '@lp/shared/formats/interactive';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDeckReader } from '../kit/testing/deck.tsx';
import { fill, renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

const content = {
  profiles: [
    { id: 'owl', title: 'The Owl', description: 'You plan ahead.' },
    { id: 'fox', title: 'The Fox', description: 'You improvise.' },
  ],
  questions: [
    {
      id: 'q1',
      prompt: 'A new task arrives',
      options: [
        { id: 'a', text: 'Make a plan', profileId: 'owl' },
        { id: 'b', text: 'Dive in', profileId: 'fox' },
      ],
    },
    {
      id: 'q2',
      prompt: 'Your desk is',
      options: [
        { id: 'c', text: 'Tidy', profileId: 'owl' },
        { id: 'd', text: 'Creative', profileId: 'fox' },
      ],
    },
  ],
};

describe('profiler', () => {
  it('shows the profile most answers lead to and sends the answers', async () => {
    const { onRespond, onComplete } = renderDeckReader(Reader, { content });
    await userEvent.click(screen.getByRole('radio', { name: 'Dive in' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Creative' }));
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(await screen.findByText('The Fox')).toBeTruthy();
    expect(screen.getByText('You improvise.')).toBeTruthy();
    expect(onRespond.mock.calls).toEqual([
      ['q1', ['b']],
      ['q2', ['d']],
    ]);
    expect(onComplete).toHaveBeenCalledWith({});
  });

  it('edits profiles and the profile each answer leads to', async () => {
    const { latest } = renderEditor(Editor, { profiles: [], questions: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    const titles = screen.getAllByLabelText('Profile name');
    await fill(titles[0] as HTMLElement, 'Owl');
    await fill(titles[1] as HTMLElement, 'Fox');
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await fill(screen.getByLabelText('Question text'), 'Morning or night?');
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    await fill(screen.getByLabelText('Option 1'), 'Morning');
    await fill(screen.getByLabelText('Option 2'), 'Night');
    await userEvent.click(screen.getAllByRole('combobox', { name: 'Leads to profile' })[1] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Fox' }));
    const saved = profilerContentSchema.parse(latest());
    expect(saved.questions[0]?.options.map((o) => o.profileId)).toEqual([
      saved.profiles[0]?.id,
      saved.profiles[1]?.id,
    ]);
  });
});
