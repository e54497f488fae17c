import { certificateContentSchema } from '@lp/shared/formats/certificate';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('certificate editor', () => {
  it('sets the printed title and whether the whole course must be complete', async () => {
    const { latest } = renderEditor(Editor, {});
    await userEvent.click(screen.getByRole('textbox', { name: 'Title on the certificate' }));
    await userEvent.paste('Safety certified');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only after the whole course is complete' }));
    expect(latest()).toEqual({ title: 'Safety certified', requireCourseCompletion: true });
    expect(certificateContentSchema.safeParse(latest()).success).toBe(true);
  });
});
