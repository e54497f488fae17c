import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('photo submission editor', () => {
  it('narrows the accepted image types', async () => {
    const { latest } = renderEditor(Editor, {
      instructions: 'Your desk',
      accepted: ['image/jpeg', 'image/png'],
    });
    expect((screen.getByRole('checkbox', { name: 'WEBP' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'PNG' }));
    expect(latest()).toEqual({ instructions: 'Your desk', accepted: ['image/jpeg'] });
  });
});
