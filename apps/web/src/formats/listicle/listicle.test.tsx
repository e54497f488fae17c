import { listicleContentSchema } from '@lp/shared/formats/reading';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('listicle', () => {
  it('numbers the items and completes', async () => {
    const { onComplete } = renderReader(Reader, {
      items: [
        { title: 'Drink water', text: '' },
        { title: 'Stand up', text: 'Every hour.' },
      ],
    });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1Drink water', '2Stand upEvery hour.']);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalled();
  });

  it('adds an item, asking for its title first', async () => {
    const { latest } = renderEditor(Editor, {});
    expect(screen.getByRole('alert').textContent).toContain('Add at least one item');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getByRole('alert').textContent).toContain('Every item title is required');
    typeInto(screen.getByLabelText('Title'), 'Sleep well');
    expect(listicleContentSchema.parse(latest())).toEqual({ items: [{ title: 'Sleep well', text: '' }] });
  });
});
