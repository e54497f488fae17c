import { describe, expect, it } from 'vitest';
import { sanitizeRichText, stripHtml } from './html';

describe('sanitizeRichText', () => {
  it('keeps formatting, links and images', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> <a href="https://x.test">x</a></p><img src="https://x.test/a.png" alt="A">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Title</h2><p><strong>Bold</strong> <a href="https://x.test" rel="noopener noreferrer">x</a></p><img src="https://x.test/a.png" alt="A" />',
    );
  });

  it('removes scripts, event handlers and javascript links', () => {
    const html = '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>';
    expect(sanitizeRichText(html)).toBe('<p>Hi</p><a rel="noopener noreferrer">x</a>');
  });

  it('keeps YouTube embeds and drops other iframes', () => {
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toContain(
      'youtube.com',
    );
    expect(sanitizeRichText('<iframe src="https://evil.test/"></iframe>')).not.toContain('evil.test');
  });
});

describe('stripHtml', () => {
  it('leaves text only', () => {
    expect(stripHtml('<b>Hello</b> <img src=x onerror=alert(1)>world')).toBe('Hello world');
  });
});
