import { articleContentSchema } from '@lp/shared/formats/reading';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('article reader', () => {
  it('shows the text and the video, and completes on "Mark as complete"', async () => {
    const { onComplete } = renderReader(Reader, {
      html: '<h2>Welcome</h2><p>Read <script>alert(1)</script>this.</p>',
      embeds: [{ url: 'https://youtu.be/abcdefgh', title: 'Tour' }],
    });
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByTitle('Tour').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefgh',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalledWith({});
  });
});

describe('article editor', () => {
  it('adds a video and emits valid content, with the schema message until the link is right', async () => {
    const { latest } = renderEditor(Editor, { html: '<p>Hello</p>' });
    expect(screen.getByText('Hello')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add video' }));
    typeInto(screen.getByLabelText('Video link', { exact: false }), 'https://evil.test/v');
    typeInto(screen.getByLabelText('Title'), 'Tour');
    expect(screen.getByRole('alert').textContent).toContain('Embed a YouTube or Vimeo link');

    typeInto(screen.getByLabelText('Video link', { exact: false }), 'https://vimeo.com/123456');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(articleContentSchema.parse(latest())).toEqual({
      html: '<p>Hello</p>',
      embeds: [{ url: 'https://vimeo.com/123456', title: 'Tour' }],
    });
  });

  it('turns every field off when read-only', () => {
    renderEditor(Editor, { html: '<p>Hi</p>' }, { readOnly: true });
    expect(screen.getByRole('button', { name: 'Add video' }).closest('fieldset')?.disabled).toBe(true);
  });
});
