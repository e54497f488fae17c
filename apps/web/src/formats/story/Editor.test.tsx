import { storyContentSchema } from '@lp/shared/formats/reading';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('story editor', () => {
  it('adds, fills and reorders slides and emits a valid story', async () => {
    const { latest } = renderEditor(Editor, { slides: [{ title: 'First', text: 'One' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Add slide' }));
    const slide2 = screen.getByRole('group', { name: 'Slide 2' });
    typeInto(slide2.querySelector('input') as HTMLElement, 'Second');
    await userEvent.click(screen.getByRole('button', { name: 'Move Slide 2 up' }));
    expect(storyContentSchema.parse(latest())).toEqual({
      slides: [
        { title: 'Second', text: '' },
        { title: 'First', text: 'One' },
      ],
    });
  });

  it('shows the schema message for a bad picture link', () => {
    renderEditor(Editor, { slides: [{ title: 'A', text: '', image: 'javascript:alert(1)' }] });
    expect(screen.getByRole('alert').textContent).toContain(
      'Use an image link that starts with https:// or /',
    );
  });
});
