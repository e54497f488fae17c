import { infographicContentSchema } from '@lp/shared/formats/reading';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('infographic', () => {
  it('shows the tall image and the stats, and completes', async () => {
    const { onComplete } = renderReader(Reader, {
      image: 'https://cdn.test/tall.png',
      alt: 'Our year in numbers',
      sections: [{ stat: '92%', label: 'deliveries on time' }],
    });
    expect(screen.getByAltText('Our year in numbers')).toBeTruthy();
    expect(screen.getByText('92%')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalled();
  });

  it('asks for a description once an image is set', async () => {
    const { latest } = renderEditor(Editor, {});
    typeInto(screen.getByLabelText('Tall image', { exact: false }), 'https://cdn.test/tall.png');
    expect(screen.getByRole('alert').textContent).toContain('A description of the image is required');
    typeInto(screen.getByLabelText('Image description'), 'Numbers');
    await userEvent.click(screen.getByRole('button', { name: 'Add stat' }));
    typeInto(screen.getByLabelText('Stat'), '3x');
    typeInto(screen.getByLabelText('Label'), 'faster');
    expect(infographicContentSchema.parse(latest())).toMatchObject({
      alt: 'Numbers',
      sections: [{ stat: '3x' }],
    });
  });
});
