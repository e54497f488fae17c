import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

describe('video submission reader', () => {
  it('asks for a video in the accepted formats', async () => {
    mockApi({ 'GET decks/deck-3/submissions': jsonResponse([]) });
    const { container } = renderReader(
      Reader,
      { instructions: 'Record a one-minute pitch.', accepted: ['video/mp4', 'video/webm'] },
      { deckId: 'deck-3' },
    );
    expect(screen.getByText('Record a one-minute pitch.')).toBeTruthy();
    expect(screen.getByText(/Accepted: MP4, WEBM/)).toBeTruthy();
    expect((container.querySelector('input[type="file"]') as HTMLInputElement).accept).toBe(
      'video/mp4,video/webm',
    );
    expect(screen.queryByText('Your submissions')).toBeNull();
  });
});
