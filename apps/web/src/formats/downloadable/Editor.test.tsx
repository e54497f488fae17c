import { downloadableContentSchema } from '@lp/shared/formats/media';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('downloadable editor', () => {
  it('sets the file, its download name and whether it is shown as a PDF', async () => {
    mockApi({ 'GET files/getList?kind=document': jsonResponse([]) });
    const { latest } = renderEditor(Editor, { url: 'https://cdn.example.com/guide.pdf' });
    await userEvent.click(screen.getByRole('textbox', { name: 'File name for the download' }));
    await userEvent.paste('guide.pdf');
    await userEvent.click(screen.getByRole('checkbox', { name: 'It is a PDF: also show it page by page' }));
    expect(latest()).toEqual({
      url: 'https://cdn.example.com/guide.pdf',
      fileName: 'guide.pdf',
      isPdf: true,
    });
    expect(downloadableContentSchema.safeParse(latest()).success).toBe(true);
  });
});
