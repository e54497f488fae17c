import { qdfContentSchema } from '@lp/shared/formats/reading-flows';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

const flow = {
  nodes: [
    {
      id: 'q1',
      kind: 'question',
      text: 'Is anyone hurt?',
      options: [
        { label: 'Yes', next: 'call' },
        { label: 'No', next: 'q2' },
      ],
    },
    {
      id: 'q2',
      kind: 'question',
      text: 'Is there damage?',
      options: [
        { label: 'Yes', next: 'report' },
        { label: 'No', next: 'report' },
      ],
    },
    { id: 'call', kind: 'outcome', title: 'Call 112 now', text: '' },
    { id: 'report', kind: 'outcome', title: 'File an incident report', text: 'Within 24 hours.' },
  ],
};

describe('decision flow', () => {
  it('follows the answers to an outcome, which completes it; back and start over work', async () => {
    const { onComplete } = renderReader(Reader, flow);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('heading', { name: 'Is there damage?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Is anyone hurt?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByText('File an incident report')).toBeTruthy();
    expect(screen.getByText('Is anyone hurt? — you answered No')).toBeTruthy();
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('heading', { name: 'Is anyone hurt?' })).toBeTruthy();
  });

  it('builds a flow and reports answers that lead nowhere', async () => {
    const { latest } = renderEditor(Editor, {});
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    typeInto(screen.getByRole('textbox', { name: 'Question' }), 'Need help?');
    await userEvent.click(screen.getByRole('button', { name: 'Add answer' }));
    expect(screen.getByRole('alert').textContent).toContain('A question needs at least two answers');
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    typeInto(screen.getByLabelText('Outcome title'), 'Ask your lead');
    expect(qdfContentSchema.safeParse(latest()).success).toBe(false);
    const doc = latest() as { nodes: { kind: string; options?: unknown[] }[] };
    expect(doc.nodes.map((node) => node.kind)).toEqual(['question', 'outcome']);
  });
});
