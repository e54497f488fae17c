import { submissionContentSchema } from '@lp/shared/formats/media';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('document submission editor', () => {
  it('writes the instructions and accepts PDF files', async () => {
    const { latest } = renderEditor(Editor, {});
    expect((screen.getByRole('checkbox', { name: 'PDF' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('textbox', { name: 'Instructions for learners' }));
    await userEvent.paste('Upload your signed form.');
    expect(latest()).toEqual({ instructions: 'Upload your signed form.', accepted: ['application/pdf'] });
    expect(submissionContentSchema('documentsubmission').safeParse(latest()).success).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'PDF' }));
    expect(screen.getByText('Accept at least one file type')).toBeTruthy();
  });
});
