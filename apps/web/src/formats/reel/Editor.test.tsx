import { reelContentSchema } from '@lp/shared/formats/media';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('reel editor', () => {
  it('adds, captions, reorders and removes clips', async () => {
    mockApi({ 'GET files/getList?kind=video': jsonResponse([]) });
    const { latest } = renderEditor(Editor, {
      clips: [{ url: 'https://cdn.example.com/1.mp4', caption: 'One' }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add clip' }));
    const second = screen.getByRole('group', { name: 'Clip 2' });
    await userEvent.click(within(second).getByRole('textbox', { name: 'Video of clip 2' }));
    await userEvent.paste('https://cdn.example.com/2.mp4');
    await userEvent.click(within(second).getByRole('textbox', { name: 'Caption' }));
    await userEvent.paste('Two');
    await userEvent.click(screen.getByRole('button', { name: 'Move Clip 2 up' }));
    expect(latest().clips).toEqual([
      { url: 'https://cdn.example.com/2.mp4', caption: 'Two' },
      { url: 'https://cdn.example.com/1.mp4', caption: 'One' },
    ]);
    expect(reelContentSchema.safeParse(latest()).success).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Clip 1' }));
    expect(latest().clips).toEqual([{ url: 'https://cdn.example.com/1.mp4', caption: 'One' }]);
  });
});
