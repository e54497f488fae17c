import { certificateContentSchema } from '@lp/shared/formats/certificate';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../video/test-utils.tsx';
import { Editor } from './Editor.tsx';

describe('certificate editor', () => {
  it('sets the printed title and whether the whole course must be complete', async () => {
    const { lastValue } = renderEditor(Editor, {});
    await userEvent.click(screen.getByRole('textbox', { name: 'Title on the certificate' }));
    await userEvent.paste('Safety certified');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only after the whole course is complete' }));
    expect(lastValue()).toEqual({ title: 'Safety certified', requireCourseCompletion: true });
    expect(certificateContentSchema.safeParse(lastValue()).success).toBe(true);
  });
});
