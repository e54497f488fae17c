import { spotlightContentSchema } from '@lp/shared/formats/reading';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('spotlight', () => {
  it('features the person with their quote and completes', async () => {
    const { onComplete } = renderReader(Reader, {
      name: 'Asha Rao',
      role: 'Store manager',
      quote: 'Listen first.',
    });
    expect(screen.getByRole('heading', { name: 'Asha Rao' })).toBeTruthy();
    expect(screen.getByText('Listen first.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalled();
  });

  it('needs a name and a quote', () => {
    const { latest } = renderEditor(Editor, {});
    expect(screen.getByRole('alert').textContent).toContain('The name is required');
    typeInto(screen.getByRole('textbox', { name: /^Name/ }), 'Ravi');
    typeInto(screen.getByRole('textbox', { name: /^Quote/ }), 'Ship it.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(spotlightContentSchema.parse(latest())).toEqual({ name: 'Ravi', quote: 'Ship it.' });
  });
});
