import { galleryContentSchema } from '@lp/shared/formats/reading';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

const images = [
  { image: 'https://cdn.test/1.jpg', alt: 'The new office', caption: 'Level 3' },
  { image: 'https://cdn.test/2.jpg', alt: 'The canteen' },
];

describe('gallery', () => {
  it('opens a lightbox turned with the arrow keys and closed with Escape', async () => {
    const { onComplete } = renderReader(Reader, { images });
    expect(screen.getByText('Level 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Open image: The new office' }));
    expect(screen.getByRole('dialog', { name: 'Image 1 of 2' })).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Image 2 of 2' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: 'Image 1 of 2' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalled();
  });

  it('requires a description for every image', async () => {
    const { latest } = renderEditor(Editor, {});
    await userEvent.click(screen.getByRole('button', { name: 'Add image' }));
    typeInto(screen.getByLabelText('Image link', { exact: false }), 'https://cdn.test/3.jpg');
    expect(screen.getByRole('alert').textContent).toContain('A description of the image is required');
    typeInto(screen.getByLabelText('Image description', { exact: false }), 'Roof garden');
    expect(galleryContentSchema.parse(latest())).toEqual({
      images: [{ image: 'https://cdn.test/3.jpg', alt: 'Roof garden' }],
    });
  });
});
