import { playlistContentSchema } from '@lp/shared/formats/media';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('playlist editor', () => {
  it('adds an item, names it and makes it audio', async () => {
    mockApi({
      'GET files/getList?kind=video': jsonResponse([]),
      'GET files/getList?kind=audio': jsonResponse([]),
    });
    const { latest } = renderEditor(Editor, { items: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const item = screen.getByRole('group', { name: 'Item 1' });
    await userEvent.click(within(item).getByText('Audio'));
    await userEvent.click(within(item).getByRole('textbox', { name: 'Title' }));
    await userEvent.paste('Audio tour');
    await userEvent.click(within(item).getByRole('textbox', { name: 'File or address' }));
    await userEvent.paste('https://cdn.example.com/tour.mp3');
    expect(latest()).toEqual({
      items: [{ title: 'Audio tour', url: 'https://cdn.example.com/tour.mp3', kind: 'audio' }],
    });
    expect(playlistContentSchema.safeParse(latest()).success).toBe(true);
  });
});
