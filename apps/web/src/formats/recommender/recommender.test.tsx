import { recommenderContentSchema } from '@lp/shared/formats/interactive';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDeckReader } from '../kit/testing/deck.tsx';
import { fill, renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

const content = {
  recommendations: [
    { id: 'r1', title: 'Excel basics', description: '', link: '/library' },
    { id: 'r2', title: 'Negotiation', description: 'Win-win deals', link: 'https://example.com/n' },
  ],
  questions: [
    {
      id: 'q1',
      prompt: 'Your goal?',
      options: [
        { id: 'a', text: 'Numbers', recommendationIds: ['r1'] },
        { id: 'b', text: 'People', recommendationIds: ['r2'] },
      ],
    },
  ],
};

describe('recommender', () => {
  it('recommends the content the answers point to, with links', async () => {
    const { onRespond } = renderDeckReader(Reader, { content });
    await userEvent.click(screen.getByRole('radio', { name: 'People' }));
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    const link = await screen.findByRole('link', { name: 'Negotiation' });
    expect(link.getAttribute('href')).toBe('https://example.com/n');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Excel basics' })).toBeNull();
    expect(onRespond).toHaveBeenCalledWith('q1', ['b']);
  });

  it('edits recommendations and refuses unsafe links', async () => {
    const { latest } = renderEditor(Editor, { recommendations: [], questions: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Add recommendation' }));
    await fill(screen.getByLabelText('Title'), 'Safety 101');
    await fill(screen.getByLabelText('Link'), 'javascript:alert(1)');
    expect(
      screen.getByText('Item 1: A link or image address starts with https://, http:// or /.'),
    ).toBeTruthy();
    expect(recommenderContentSchema.safeParse(latest()).success).toBe(false);
  });
});
