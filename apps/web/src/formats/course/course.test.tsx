import { courseContentSchema } from '@lp/shared/formats/reading';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('course card', () => {
  it('links to the course by identifier and completes when opened', async () => {
    const { onComplete } = renderReader(Reader, { identifier: 'leadership', title: 'Leading teams' });
    const link = screen.getByRole('link', { name: 'Open the course' });
    expect(link.getAttribute('href')).toBe('/c/leadership');
    await userEvent.click(link);
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
  });

  it('needs the identifier and title', () => {
    const { latest } = renderEditor(Editor, {});
    expect(screen.getByRole('alert').textContent).toContain('The course identifier is required');
    typeInto(screen.getByLabelText('Course identifier', { exact: false }), 'leadership');
    typeInto(screen.getByLabelText('Title', { exact: false }), 'Leading teams');
    expect(courseContentSchema.parse(latest())).toEqual({ identifier: 'leadership', title: 'Leading teams' });
  });
});
