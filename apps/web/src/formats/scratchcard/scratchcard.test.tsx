import { scratchcardContentSchema } from '@lp/shared/formats/interactive';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDeckReader } from '../kit/testing/deck.tsx';
import { fill, renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('scratch card', () => {
  it('reveals the prize with the button, collects it and shows the collectible', async () => {
    const { onComplete } = renderDeckReader(Reader, {
      name: 'Friday card',
      content: { prize: '50 bonus coins', collectible: { title: 'Lucky clover', image: '/clover.png' } },
    });
    expect(screen.getByRole('img', { name: 'Scratch area of Friday card' })).toBeTruthy();
    expect(screen.queryByText('50 bonus coins')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reveal Friday card' }));
    expect(screen.getByText('50 bonus coins')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Collect' }));
    expect(onComplete).toHaveBeenCalledWith({});
    expect(await screen.findByText('Lucky clover is now in your achievements.')).toBeTruthy();
  });

  it('edits the prize and the collectible', async () => {
    const { latest } = renderEditor(Editor, { prize: '' });
    await fill(screen.getByLabelText('Prize'), 'A free lunch');
    await userEvent.click(
      screen.getByRole('switch', { name: 'Grant a collectible at the first completion' }),
    );
    expect(screen.getByText('The collectible needs a name.')).toBeTruthy();
    await fill(screen.getByLabelText('Collectible name'), 'Golden fork');
    expect(scratchcardContentSchema.parse(latest())).toEqual({
      prize: 'A free lunch',
      collectible: { title: 'Golden fork' },
    });
  });
});
