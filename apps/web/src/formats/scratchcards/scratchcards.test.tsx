import { scratchcardsContentSchema } from '@lp/shared/formats/interactive';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDeckReader } from '../kit/testing/deck.tsx';
import { fill, renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('scratch cards', () => {
  it('collects once every card is revealed', async () => {
    const { onComplete } = renderDeckReader(Reader, {
      content: {
        cards: [
          { id: 'a', prize: 'Sticker' },
          { id: 'b', prize: 'Mug' },
        ],
      },
    });
    const collect = screen.getByRole('button', { name: 'Collect' }) as HTMLButtonElement;
    await userEvent.click(screen.getByRole('button', { name: 'Reveal Card 1' }));
    expect(screen.getByText('Sticker')).toBeTruthy();
    expect(collect.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Reveal Card 2' }));
    expect(screen.getByText('2 of 2 cards revealed')).toBeTruthy();
    await userEvent.click(collect);
    expect(onComplete).toHaveBeenCalledWith({});
  });

  it('edits the cards', async () => {
    const { latest } = renderEditor(Editor, { cards: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await fill(screen.getByLabelText('Prize'), 'Pen');
    expect(scratchcardsContentSchema.parse(latest()).cards[0]?.prize).toBe('Pen');
  });
});
