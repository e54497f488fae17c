import { htmldeckContentSchema } from '@lp/shared/formats/reading';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('html deck', () => {
  it('turns sanitized pages and completes on the last', async () => {
    const { onComplete } = renderReader(Reader, {
      pages: [{ html: '<h2>One</h2><img src="x" onerror="alert(1)">' }, { html: '<h2>Two</h2>' }],
    });
    expect(screen.getByRole('heading', { name: 'One' })).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Two' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
  });

  it('adds pages', async () => {
    const { latest } = renderEditor(Editor, { pages: [{ html: '<p>First</p>' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Add page' }));
    expect(htmldeckContentSchema.parse(latest())).toEqual({
      pages: [{ html: '<p>First</p>' }, { html: '' }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Page 1' }));
    expect(latest()).toEqual({ pages: [{ html: '' }] });
  });
});
