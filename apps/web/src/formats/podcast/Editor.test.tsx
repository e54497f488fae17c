import { podcastContentSchema } from '@lp/shared/formats/media';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('podcast editor', () => {
  it('sets the audio file and adds chapters with their start times', async () => {
    mockApi({
      'GET files/getList?kind=audio': jsonResponse([]),
      'GET files/getList?kind=image': jsonResponse([]),
    });
    const { latest } = renderEditor(Editor, { url: '', chapters: [] });
    await userEvent.click(screen.getByRole('textbox', { name: 'Audio file' }));
    await userEvent.paste('https://cdn.example.com/ep4.mp3');
    await userEvent.click(screen.getByRole('button', { name: 'Add chapter' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Title of chapter 1' }));
    await userEvent.paste('Welcome');
    await userEvent.tripleClick(screen.getByRole('textbox', { name: 'Starts at' }));
    await userEvent.keyboard('90');
    expect(latest()).toEqual({
      url: 'https://cdn.example.com/ep4.mp3',
      chapters: [{ title: 'Welcome', at: 90 }],
    });
    expect(podcastContentSchema.safeParse(latest()).success).toBe(true);
  });
});
