import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('video submission editor', () => {
  it('offers the video types the server takes and is read-only once launched', () => {
    renderEditor(Editor, { instructions: 'Pitch', accepted: ['video/mp4'] }, { readOnly: true });
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect((screen.getByRole('checkbox', { name: 'MP4' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'WEBM' }) as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole('textbox', { name: 'Instructions for learners' }) as HTMLTextAreaElement).readOnly,
    ).toBe(true);
  });
});
