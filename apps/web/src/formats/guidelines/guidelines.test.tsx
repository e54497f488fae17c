import { guidelinesContentSchema } from '@lp/shared/formats/reading';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('guidelines', () => {
  it('lists the dos and don’ts and completes when the learner ticks the acknowledgement', async () => {
    const { onComplete } = renderReader(Reader, {
      dos: ['Lock your screen'],
      donts: ['Share passwords'],
      acknowledgement: 'I will follow these rules',
    });
    expect(screen.getByText('Lock your screen')).toBeTruthy();
    expect(screen.getByText('Share passwords')).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I will follow these rules' }));
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
  });

  it('asks for a rule and the acknowledgement', async () => {
    const { latest } = renderEditor(Editor, {});
    expect(screen.getByRole('alert').textContent).toContain('The acknowledgement is required');
    await userEvent.click(screen.getByRole('button', { name: 'Add a do' }));
    typeInto(screen.getByRole('textbox', { name: 'Do 1' }), 'Wear a badge');
    typeInto(screen.getByLabelText('Acknowledgement'), 'Understood');
    expect(guidelinesContentSchema.parse(latest())).toEqual({
      dos: ['Wear a badge'],
      donts: [],
      acknowledgement: 'Understood',
    });
  });
});
