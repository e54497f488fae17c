import { checklistContentSchema } from '@lp/shared/formats/interactive';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDeckReader } from '../kit/testing/deck.tsx';
import { fill, renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

const content = {
  items: [
    { id: 'a', text: 'Read the policy' },
    { id: 'b', text: 'Sign the form' },
  ],
};

describe('checklist', () => {
  it('completes only once every item is ticked', async () => {
    const onRespond = vi.fn();
    const { onComplete } = renderDeckReader(Reader, { content, onRespond });
    const done = screen.getByRole('button', { name: 'Complete checklist' }) as HTMLButtonElement;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Read the policy' }));
    expect(done.disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sign the form' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sign the form' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sign the form' }));
    // Every tick and untick is an answer for the checklist analytics.
    expect(onRespond.mock.calls).toEqual([
      ['a', true],
      ['b', true],
      ['b', false],
      ['b', true],
    ]);
    expect(screen.getByText('2 of 2 ticked')).toBeTruthy();
    await userEvent.click(done);
    expect(onComplete).toHaveBeenCalledWith({});
    expect(await screen.findByText(/Completed!/)).toBeTruthy();
  });

  it('edits the items', async () => {
    const { latest } = renderEditor(Editor, { items: [] });
    expect(screen.getByText('Add at least one item.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await fill(screen.getByLabelText('Item 1'), 'Wear a helmet');
    expect(checklistContentSchema.parse(latest()).items[0]?.text).toBe('Wear a helmet');
  });
});
