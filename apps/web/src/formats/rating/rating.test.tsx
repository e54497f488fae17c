import { ratingContentSchema } from '@lp/shared/formats/interactive';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDeckReader } from '../kit/testing/deck.tsx';
import { fill, renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('rating', () => {
  it('sends the stars and the comment', async () => {
    const { onRespond, onComplete } = renderDeckReader(Reader, {
      content: { prompt: 'How was the course?', allowComment: true },
    });
    expect(screen.getByText('How was the course?')).toBeTruthy();
    // Keyboard: focus a star and press Enter to choose it.
    screen.getByRole('radio', { name: '4 stars' }).focus();
    await userEvent.keyboard('{Enter}');
    await fill(screen.getByLabelText('Comment (optional)'), 'Great');
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(onRespond.mock.calls).toEqual([
      ['rating', '4'],
      ['comment', 'Great'],
    ]);
    expect(onComplete).toHaveBeenCalledWith({});
    expect(await screen.findByText('Thank you for rating 4 stars!')).toBeTruthy();
  });

  it('hides the comment when not allowed, and edits the question', async () => {
    const { latest } = renderEditor(Editor, { prompt: 'Rate it', allowComment: true });
    await userEvent.click(screen.getByRole('switch', { name: 'Let learners add a comment' }));
    expect(ratingContentSchema.parse(latest())).toEqual({ prompt: 'Rate it', allowComment: false });
  });
});
