import { productListSchema } from '@lp/shared/formats/commerce';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

const products = [
  { name: 'Desk lamp', price: 1499, currency: 'INR', category: 'Office' },
  { name: 'Water bottle', price: 399, currency: 'INR', category: 'Kitchen' },
];

describe('product catalog', () => {
  it('filters by category and by name, with prices in the learner’s format', async () => {
    const { onComplete } = renderReader(Reader, { products });
    expect(screen.getByText('2 products')).toBeTruthy();
    expect(screen.getByText('₹1,499.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Kitchen' }));
    expect(screen.queryByText('Desk lamp')).toBeNull();
    expect(screen.getByText('1 product')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search products' }), 'lamp');
    expect(screen.queryByText('Water bottle')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalled();
  });

  it('edits products and explains a bad currency', async () => {
    const { latest } = renderEditor(Editor, {});
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    typeInto(screen.getByRole('textbox', { name: /^Product name/ }), 'Mug');
    typeInto(screen.getByRole('textbox', { name: /^Currency/ }), 'RS');
    expect(screen.getByRole('alert').textContent).toContain('Use a three-letter currency code');
    typeInto(screen.getByRole('textbox', { name: /^Currency/ }), 'eur');
    expect(productListSchema.parse(latest())).toEqual({
      products: [{ name: 'Mug', price: 0, currency: 'EUR' }],
    });
  });
});
