import { productCardContentSchema } from '@lp/shared/formats/commerce';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('product card', () => {
  it('shows the product and its highlights, and completes', async () => {
    const { onComplete } = renderReader(Reader, {
      product: { name: 'Smart watch', price: 9999, currency: 'INR' },
      highlights: ['7-day battery'],
    });
    expect(screen.getByRole('heading', { name: 'Smart watch' })).toBeTruthy();
    expect(screen.getByText('7-day battery')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalled();
  });

  it('edits the product and its highlights', async () => {
    const { latest } = renderEditor(Editor, {});
    expect(screen.getByRole('alert').textContent).toContain('Fill in the product');
    typeInto(screen.getByRole('textbox', { name: /^Product name/ }), 'Watch');
    await userEvent.click(screen.getByRole('button', { name: 'Add highlight' }));
    typeInto(screen.getByRole('textbox', { name: 'Highlight 1' }), 'Waterproof');
    expect(productCardContentSchema.parse(latest())).toEqual({
      product: { name: 'Watch', price: 0, currency: 'INR' },
      highlights: ['Waterproof'],
    });
  });
});
