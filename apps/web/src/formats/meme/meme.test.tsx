import { readingFormats } from '@lp/shared/formats/reading';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('meme', () => {
  it('draws the captions over the picture and completes', async () => {
    const { onComplete } = renderReader(Reader, {
      image: 'https://cdn.test/cat.jpg',
      alt: 'A cat at a laptop',
      topText: 'When the build',
      bottomText: 'finally passes',
    });
    expect(screen.getByAltText('A cat at a laptop')).toBeTruthy();
    expect(screen.getByText('When the build — finally passes')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalled();
  });

  it('asks for a caption', () => {
    const { latest } = renderEditor(Editor, { image: 'https://cdn.test/cat.jpg', alt: 'Cat' });
    expect(screen.getByRole('alert').textContent).toContain('Add a top or a bottom caption');
    typeInto(screen.getByLabelText('Bottom caption'), 'Monday');
    expect(readingFormats.meme.contentSchema.parse(latest())).toEqual({
      image: 'https://cdn.test/cat.jpg',
      alt: 'Cat',
      bottomText: 'Monday',
    });
  });
});
