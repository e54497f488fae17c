import { responsiveTableContentSchema } from '@lp/shared/formats/commerce';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('responsive table', () => {
  it('labels every cell with its column for the stacked layout, and completes', async () => {
    const { onComplete } = renderReader(Reader, {
      caption: 'Plans',
      columns: ['Plan', 'Price'],
      rows: [['Basic', '₹0']],
    });
    expect(screen.getByRole('table', { name: 'Plans' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '₹0' }).getAttribute('data-label')).toBe('Price');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalled();
  });

  it('keeps one cell per column when columns are added and moved', async () => {
    const { latest } = renderEditor(Editor, {
      caption: 'Plans',
      columns: ['Plan', 'Price'],
      rows: [['Basic', '0']],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add column' }));
    typeInto(screen.getByRole('textbox', { name: 'Column 3' }), 'Seats');
    await userEvent.click(screen.getByRole('button', { name: 'Move Column 3 up' }));
    expect(responsiveTableContentSchema.parse(latest())).toEqual({
      caption: 'Plans',
      columns: ['Plan', 'Seats', 'Price'],
      rows: [['Basic', '', '0']],
    });
  });
});
