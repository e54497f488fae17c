import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

describe('photo submission reader', () => {
  it('asks for a photo of the accepted types and shows earlier photos as pictures', async () => {
    mockApi({
      'GET decks/deck-2/submissions': jsonResponse([
        {
          _id: 's1',
          deckId: 'deck-2',
          category: 'photosubmission',
          learner: { _id: 'user-1', name: 'Asha Rao', image: null },
          note: 'My desk',
          asset: {
            _id: 'a1',
            name: 'desk.jpg',
            kind: 'image',
            mimeType: 'image/jpeg',
            size: 2_400_000,
            url: '/api/v3/files/a1?sig=x',
            thumbnailUrl: '/api/v3/files/a1/thumbnail?sig=y',
            width: 1200,
            height: 800,
            createdAt: '2027-03-05T10:00:00.000Z',
            updatedAt: '2027-03-05T10:00:00.000Z',
          },
          createdAt: '2027-03-05T10:00:00.000Z',
        },
      ]),
    });
    const { container } = renderReader(
      Reader,
      { instructions: 'Take a photo of your tidy desk.', accepted: ['image/jpeg', 'image/png'] },
      { deckId: 'deck-2' },
    );
    expect(screen.getByText(/Accepted: JPEG, PNG/)).toBeTruthy();
    expect((container.querySelector('input[type="file"]') as HTMLInputElement).accept).toBe(
      'image/jpeg,image/png',
    );
    expect((await screen.findByRole('img', { name: 'desk.jpg' })).getAttribute('src')).toBe(
      '/api/v3/files/a1/thumbnail?sig=y',
    );
    expect(screen.getByText('My desk')).toBeTruthy();
  });
});
