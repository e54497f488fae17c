import { describe, expect, it } from 'vitest';
import { videoSourceOf } from './video-source.ts';

describe('video sources', () => {
  it('recognises YouTube addresses in their usual forms', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(videoSourceOf(address)).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
    }
  });

  it('recognises Vimeo addresses', () => {
    expect(videoSourceOf('https://vimeo.com/76979871')).toEqual({ kind: 'vimeo', id: '76979871' });
    expect(videoSourceOf('https://player.vimeo.com/video/76979871')).toEqual({
      kind: 'vimeo',
      id: '76979871',
    });
  });

  it('plays anything else as a file', () => {
    expect(videoSourceOf('/api/v3/files/abc?sig=x')).toEqual({
      kind: 'file',
      url: '/api/v3/files/abc?sig=x',
    });
    expect(videoSourceOf('https://cdn.example.com/intro.mp4')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.com/intro.mp4',
    });
    expect(videoSourceOf('https://www.youtube.com/watch?v=short')).toEqual({
      kind: 'file',
      url: 'https://www.youtube.com/watch?v=short',
    });
  });
});
