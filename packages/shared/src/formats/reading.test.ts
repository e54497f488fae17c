import { describe, expect, it } from 'vitest';
import { parseFormatContent } from './registry.ts';

/** The first issue message zod gives for this content, or null when it is valid. */
function firstIssue(readerType: string, content: unknown): string | null {
  const result = parseFormatContent(readerType, content);
  if (!result) throw new Error(`No format ${readerType}`);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}

describe('reading format schemas', () => {
  it('keeps the existing article, news, faq and story documents valid', () => {
    expect(firstIssue('article', { html: '<p>Hi</p>' })).toBeNull();
    expect(firstIssue('news', { html: '<p>Q&A on Friday</p>' })).toBeNull();
    expect(firstIssue('faq', { items: [{ question: 'When?', answer: 'Now' }] })).toBeNull();
    expect(firstIssue('story', { slides: [{ title: '9:00', text: 'Stand-up' }] })).toBeNull();
  });

  it('accepts only YouTube or Vimeo embeds and safe image links', () => {
    const embed = (url: string) => ({ html: '', embeds: [{ url, title: 'Intro' }] });
    expect(firstIssue('article', embed('https://www.youtube.com/watch?v=abc'))).toBeNull();
    expect(firstIssue('article', embed('https://evil.test/x'))).toBe('Embed a YouTube or Vimeo link');
    expect(firstIssue('article', { html: '', coverImage: 'javascript:alert(1)' })).toMatch(/https:\/\//);
    expect(firstIssue('article', { html: '', coverImage: '/api/v3/assets/a.png' })).toBeNull();
  });

  it('needs numbered items, images with descriptions and captions', () => {
    expect(firstIssue('listicle', { items: [] })).toBe('Add at least one item');
    expect(firstIssue('gallery', { images: [{ image: 'https://x.test/a.png', alt: '' }] })).toBe(
      'A description of the image is required',
    );
    expect(firstIssue('meme', { image: 'https://x.test/a.png', alt: 'Cat' })).toBe(
      'Add a top or a bottom caption',
    );
    expect(firstIssue('infographic', { sections: [] })).toBe('Add a tall image or at least one stat');
    expect(firstIssue('infographic', { sections: [{ stat: '92%', label: 'on time' }] })).toBeNull();
  });

  it('needs guidelines with at least one rule and an acknowledgement', () => {
    expect(firstIssue('guidelines', { dos: [], donts: [], acknowledgement: 'I agree' })).toBe(
      'Add at least one do or don’t',
    );
    expect(firstIssue('guidelines', { dos: ['Lock your screen'], acknowledgement: '' })).toBe(
      'The acknowledgement is required',
    );
  });

  it('checks that every dialogue and decision-flow step exists', () => {
    const dialogue = {
      speakers: [{ id: 'a', name: 'Asha' }],
      steps: [
        { id: 's1', speakerId: 'a', text: 'Hello', choices: [{ text: 'Hi', next: 's2' }] },
        { id: 's2', speakerId: 'a', text: 'Bye', next: 'nope' },
      ],
    };
    expect(firstIssue('dialogue', dialogue)).toBe('"nope" is not a step of this flow');
    expect(
      firstIssue('dialogue', { ...dialogue, steps: [{ ...dialogue.steps[1], next: undefined }] }),
    ).toBeNull();

    const flow = {
      nodes: [
        {
          id: 'q',
          kind: 'question',
          text: 'Is it urgent?',
          options: [
            { label: 'Yes', next: 'call' },
            { label: 'No', next: 'mail' },
          ],
        },
        { id: 'call', kind: 'outcome', title: 'Call the desk', text: '' },
        { id: 'mail', kind: 'outcome', title: 'Write an email', text: '' },
      ],
    };
    expect(firstIssue('qdf', flow)).toBeNull();
    expect(firstIssue('qdf', { nodes: [flow.nodes[1], flow.nodes[0]] })).toBe(
      'The flow must start with a question',
    );
    expect(firstIssue('qdf', { nodes: flow.nodes.slice(0, 2) })).toBe('"mail" is not a step of this flow');
  });

  it('links recommendations to known formats only', () => {
    const item = { title: 'Safety', kind: 'article', identifier: 'safety-101' };
    expect(firstIssue('recommendation', { items: [{ ...item, readerType: 'video' }] })).toBeNull();
    expect(firstIssue('recommendation', { items: [{ ...item, readerType: 'nope' }] })).toBe(
      'Choose a known content format',
    );
    expect(firstIssue('course', { identifier: 'onboarding', title: 'Onboarding' })).toBeNull();
  });
});

describe('commerce format schemas', () => {
  const product = { name: 'Desk lamp', price: 1499, currency: 'INR' };

  it('checks offers, products and job posts', () => {
    expect(firstIssue('offer', { title: '20% off', code: 'SAVE20' })).toBeNull();
    expect(
      firstIssue('offer', { title: 'x', code: 'A', validFrom: '2026-05-02', validUntil: '2026-05-01' }),
    ).toBe('The offer must start before it ends');
    expect(firstIssue('productgrid', { products: [product] })).toBeNull();
    expect(firstIssue('productcatalog', { products: [{ ...product, currency: 'rupees' }] })).toMatch(
      /currency/,
    );
    expect(firstIssue('productcard', { product: { ...product, price: -1 } })).toBe(
      'A price cannot be negative',
    );
    expect(firstIssue('jobpost', { title: 'Analyst', location: 'Pune', html: '<p>Join us</p>' })).toBe(
      'Add a link or an email address to apply',
    );
    expect(
      firstIssue('jobpost', {
        title: 'Analyst',
        location: 'Pune',
        html: '<p>x</p>',
        applyEmail: 'jobs@x.test',
      }),
    ).toBeNull();
  });

  it('needs one cell per column and one value per series', () => {
    expect(firstIssue('responsivetable', { caption: 'Plans', columns: ['A', 'B'], rows: [['1']] })).toBe(
      'Row 1 needs 2 cells',
    );
    const chart = {
      title: 'Sales',
      type: 'pie',
      series: ['Units', 'Revenue'],
      points: [{ label: 'Q1', values: [1, 2] }],
    };
    expect(firstIssue('interactivecharts', { charts: [chart] })).toBe('A pie chart shows exactly one series');
    expect(firstIssue('interactivecharts', { charts: [{ ...chart, type: 'bar' }] })).toBeNull();
    expect(firstIssue('discussion', { html: ' ' })).toBe('Write the discussion prompt');
  });
});
