import { calculatorContentSchema } from '@lp/shared/formats/interactive';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDeckReader } from '../kit/testing/deck.tsx';
import { fill, renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { checkFormula, evaluateFormula } from './formula.ts';
import { Reader } from './Reader.tsx';

const content = {
  inputs: [
    { name: 'x', label: 'Price', defaultValue: 200 },
    { name: 'y', label: 'Discount %', defaultValue: 10 },
  ],
  formula: 'x * y / 100',
  resultLabel: 'You save',
  decimals: 2,
};

describe('calculator formulas', () => {
  it('evaluates with mathjs and checks the names used', () => {
    expect(evaluateFormula('x * y / 100', { x: 200, y: 10 })).toBe(20);
    expect(evaluateFormula('x / y', { x: 1, y: 0 })).toBeNull();
    expect(checkFormula('round(x * y)', ['x', 'y'])).toEqual({ ok: true });
    expect(checkFormula('x * z', ['x'])).toEqual({ ok: false, reason: 'unknown', name: 'z' });
    expect(checkFormula('x *', ['x'])).toEqual({ ok: false, reason: 'syntax' });
  });
});

describe('calculator', () => {
  it('shows the labelled result as the learner types', async () => {
    const { onComplete } = renderDeckReader(Reader, { content });
    expect(screen.getByLabelText('You save: 20')).toBeTruthy();
    const price = screen.getByRole('textbox', { name: 'Price' });
    await userEvent.clear(price);
    await fill(price, '50');
    expect(screen.getByLabelText('You save: 5')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onComplete).toHaveBeenCalledWith({});
  });

  it('edits inputs and formula, and flags names that are not inputs', async () => {
    const { latest } = renderEditor(Editor, { ...content, formula: '' });
    await fill(screen.getByLabelText('Formula'), 'x * rate');
    expect(screen.getByText('The formula uses rate, which is not an input.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Formula'));
    await fill(screen.getByLabelText('Formula'), 'x - y');
    expect(calculatorContentSchema.parse(latest()).formula).toBe('x - y');
    expect(screen.queryByText('Fix the formula before saving.')).toBeNull();
  });
});
