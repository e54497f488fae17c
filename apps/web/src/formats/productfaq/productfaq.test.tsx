import { productFaqContentSchema } from '@lp/shared/formats/commerce';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('product faq', () => {
  it('searches the questions and completes', async () => {
    const { onComplete } = renderReader(Reader, {
      productName: 'Smart watch',
      items: [
        { question: 'Is it waterproof?', answer: 'Up to 50 m.' },
        { question: 'How long does the battery last?', answer: 'A week.' },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Smart watch' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search the questions' }), 'battery');
    expect(screen.queryByText('Is it waterproof?')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search the questions' }), 'zzz');
    expect(screen.getByText('No question matches your search.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalled();
  });

  it('edits the product and questions', async () => {
    const { latest } = renderEditor(Editor, {});
    typeInto(screen.getByRole('textbox', { name: /^Product name/ }), 'Watch');
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    typeInto(screen.getByRole('textbox', { name: 'Question' }), 'Colours?');
    expect(productFaqContentSchema.parse(latest())).toEqual({
      productName: 'Watch',
      items: [{ question: 'Colours?', answer: '' }],
    });
  });
});
