import { documentContentSchema } from '@lp/shared/formats/media';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('document editor', () => {
  it('picks an uploaded PDF from the library', async () => {
    mockApi({
      'GET files/getList?kind=document': jsonResponse([
        {
          _id: 'f9',
          name: 'site-rules.pdf',
          kind: 'document',
          url: '/api/v3/files/f9?sig=s',
          thumbnailUrl: null,
        },
      ]),
    });
    const { latest } = renderEditor(Editor, {});
    await userEvent.click(screen.getAllByLabelText('Or choose an uploaded file')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'site-rules.pdf' }));
    expect(latest()).toEqual({ url: '/api/v3/files/f9?sig=s' });
    expect(documentContentSchema.safeParse(latest()).success).toBe(true);
    expect((screen.getByRole('textbox', { name: 'PDF file' }) as HTMLInputElement).value).toBe(
      '/api/v3/files/f9?sig=s',
    );
  });
});
