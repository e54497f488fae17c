import { describe, expect, it } from 'vitest';
import { speakableText } from './speakable-text.ts';

describe('speakableText', () => {
  it('reads the name and every text of the content in order, as sentences', () => {
    const content = {
      title: 'Safety first',
      questions: [{ question: 'Where is the exit?', options: ['Left', 'Right'] }],
    };
    expect(speakableText('Fire drill', content)).toBe(
      'Fire drill. Safety first. Where is the exit? Left. Right.',
    );
  });

  it('leaves out addresses, ids, colours and keys that never hold words', () => {
    const content = {
      image: 'https://cdn.example.com/a.png',
      videoUrl: 'https://cdn.example.com/v.mp4',
      id: 'q1',
      ref: '0b8e1c2a-1d2f-4e5a-9b6c-7d8e9f0a1b2c',
      background: '#ffcc00',
      link: '/assets/file.pdf',
      type: 'single',
      body: 'Read me',
    };
    expect(speakableText('Deck', content)).toBe('Deck. Read me.');
  });

  it('speaks the text of HTML, not its markup', () => {
    const html = '<p>Hello <b>team</b> &amp; friends</p><p>Welcome</p><script>x()</script>';
    expect(speakableText('', { html })).toBe('Hello team & friends Welcome.');
  });

  it('keeps sentence ends, Devanagari ones included', () => {
    expect(speakableText('नमस्ते।', { text: 'Ready?' })).toBe('नमस्ते। Ready?');
  });
});
