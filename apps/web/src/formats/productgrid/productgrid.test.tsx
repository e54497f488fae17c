import { productListSchema } from '@lp/shared/formats/commerce';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('product grid', () => {
  it('shows the products as cards and completes', async () => {
    const { onComplete } = renderReader(Reader, {
      products: [{ name: 'Headset', price: 59.5, currency: 'EUR', link: 'https://shop.test/headset' }],
    });
    expect(screen.getByRole('heading', { name: 'Headset' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Headset' }).getAttribute('href')).toBe(
      'https://shop.test/headset',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalled();
  });

  it('shows every product as a card', () => {
    renderReader(Reader, {
      products: [
        { name: 'Desk lamp', price: 1499, currency: 'INR', category: 'Office' },
        { name: 'Water bottle', price: 399, currency: 'INR', category: 'Kitchen' },
      ],
    });
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('emits a valid product list', async () => {
    const { latest } = renderEditor(Editor, { products: [{ name: 'A', price: 1, currency: 'USD' }] });
    typeInto(screen.getByRole('textbox', { name: /^Product link/ }), 'javascript:alert(1)');
    expect(screen.getByRole('alert').textContent).toContain('Use a link that starts with https://');
    typeInto(screen.getByRole('textbox', { name: /^Product link/ }), 'https://shop.test/a');
    expect(productListSchema.parse(latest()).products[0]?.link).toBe('https://shop.test/a');
  });
});
