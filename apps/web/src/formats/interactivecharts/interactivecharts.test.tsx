import { interactiveChartsContentSchema } from '@lp/shared/formats/commerce';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

const sales = {
  title: 'Sales',
  type: 'bar',
  unit: 'units',
  series: ['North', 'South'],
  points: [
    { label: 'Q1', values: [10, 12] },
    { label: 'Q2', values: [14, 9] },
  ],
};

describe('interactive charts', () => {
  it('switches a chart to its data table and completes', async () => {
    const { onComplete } = renderReader(Reader, { charts: [sales] });
    expect(screen.getByRole('img', { name: /Chart: Sales/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Table' }));
    expect(screen.getByRole('columnheader', { name: 'South (units)' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '14' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalled();
  });

  it('edits the data and keeps a value per series', async () => {
    const { latest } = renderEditor(Editor, { charts: [sales] });
    await userEvent.click(screen.getByRole('button', { name: 'Add series' }));
    typeInto(screen.getAllByRole('textbox', { name: 'Series 3' })[0] as HTMLElement, 'East');
    const parsed = interactiveChartsContentSchema.parse(latest());
    expect(parsed.charts[0]?.series).toEqual(['North', 'South', 'East']);
    expect(parsed.charts[0]?.points[0]?.values).toEqual([10, 12, 0]);
  });

  it('explains that a pie shows one series', () => {
    renderEditor(Editor, { charts: [{ ...sales, type: 'pie' }] });
    expect(screen.getByRole('alert').textContent).toContain('A pie chart shows exactly one series');
  });
});
