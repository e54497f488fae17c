import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('video editor', () => {
  it('edits the address and the description, and refuses plain http', async () => {
    mockApi({
      'GET files/getList?kind=video': jsonResponse([]),
      'GET files/getList?kind=image': jsonResponse([]),
    });
    const { latest } = renderEditor(Editor, {});
    const address = screen.getByRole('textbox', { name: 'Video' });
    await userEvent.click(address);
    await userEvent.paste('http://example.com/a.mp4');
    expect(screen.getByText('Use an https:// address or choose an uploaded file')).toBeTruthy();
    await userEvent.clear(address);
    await userEvent.paste('https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(screen.getByRole('textbox', { name: 'Description' }));
    await userEvent.paste('Watch first');
    expect(latest()).toEqual({ url: 'https://youtu.be/dQw4w9WgXcQ', description: 'Watch first' });
  });

  it('offers the uploaded videos of the team', async () => {
    mockApi({
      'GET files/getList?kind=video': jsonResponse([
        { _id: 'f1', name: 'intro.mp4', kind: 'video', url: '/api/v3/files/f1?sig=s', thumbnailUrl: null },
      ]),
      'GET files/getList?kind=image': jsonResponse([]),
    });
    const { latest } = renderEditor(Editor, {});
    expect(screen.getByRole('combobox', { name: 'Poster image: or choose an uploaded file' })).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Video: or choose an uploaded file' }));
    await userEvent.click(await screen.findByRole('option', { name: 'intro.mp4' }));
    expect(latest()).toEqual({ url: '/api/v3/files/f1?sig=s' });
  });

  it('changes nothing while the course is launched', () => {
    renderEditor(Editor, { url: 'https://youtu.be/dQw4w9WgXcQ' }, { readOnly: true });
    expect((screen.getByRole('textbox', { name: 'Video' }) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByText('Or choose an uploaded file')).toBeNull();
  });
});
