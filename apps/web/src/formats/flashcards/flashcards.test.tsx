import { flashcardsContentSchema } from '@lp/shared/formats/interactive';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDeckReader } from '../kit/testing/deck.tsx';
import { fill, renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

const content = {
  cards: [
    { id: 'c1', front: 'Hund', back: 'Dog' },
    { id: 'c2', front: 'Katze', back: 'Cat' },
  ],
};

describe('flashcards', () => {
  it('flips with the keyboard, moves with arrows and completes when all are known', async () => {
    const { onComplete } = renderDeckReader(Reader, { content });
    const card = screen.getByRole('button', { name: /Flashcard, Front side/ });
    card.focus();
    await userEvent.keyboard(' ');
    expect(screen.getByText('Dog')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'I know this' }));
    screen.getByRole('button', { name: /Flashcard/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('Katze')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Cat')).toBeTruthy();
    const finish = screen.getByRole('button', { name: 'Finish' }) as HTMLButtonElement;
    expect(finish.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'I know this' }));
    expect(screen.getByText(/2 of 2 known/)).toBeTruthy();
    await userEvent.click(finish);
    expect(onComplete).toHaveBeenCalledWith({});
  });

  it('edits the cards', async () => {
    const { latest } = renderEditor(Editor, { cards: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await fill(screen.getByLabelText('Front'), 'Haus');
    expect(screen.getByText('Item 1: Every card needs a back.')).toBeTruthy();
    await fill(screen.getByLabelText('Back'), 'House');
    expect(flashcardsContentSchema.parse(latest()).cards[0]).toMatchObject({ front: 'Haus', back: 'House' });
  });
});
