import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('medal editor', () => {
  it('takes a picture address', async () => {
    mockApi({ 'GET files/getList?kind=image': jsonResponse([]) });
    const { latest } = renderEditor(Editor, { title: 'Gold' });
    await userEvent.click(screen.getByRole('textbox', { name: 'Image' }));
    await userEvent.paste('https://cdn.example.com/gold.png');
    expect(latest()).toEqual({ title: 'Gold', image: 'https://cdn.example.com/gold.png' });
  });
});
