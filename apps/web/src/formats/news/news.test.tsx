import { newsContentSchema } from '@lp/shared/formats/reading';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('news', () => {
  it('shows the date and source, and completes', async () => {
    const { onComplete } = renderReader(Reader, {
      html: '<p>Town hall on Friday</p>',
      publishedOn: '2026-05-01',
      source: 'HR',
    });
    expect(screen.getByText(/May 1, 2026|1 May 2026/).getAttribute('datetime')).toBe('2026-05-01');
    expect(screen.getByText('Source: HR')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalledWith({});
  });

  it('edits the source and date', () => {
    const { latest } = renderEditor(Editor, { html: '<p>Hi</p>' });
    typeInto(screen.getByLabelText('Source'), 'Comms');
    typeInto(screen.getByLabelText('Date'), '2026-06-02');
    expect(newsContentSchema.parse(latest())).toEqual({
      html: '<p>Hi</p>',
      source: 'Comms',
      publishedOn: '2026-06-02',
    });
  });
});
