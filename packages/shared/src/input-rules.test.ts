import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bannerUpdateBodySchema } from './banners.ts';
import { courseUpdateBodySchema, deckUpdateBodySchema, programUpdateBodySchema } from './builder.ts';
import { articleContentSchema } from './formats/reading.ts';
import { rewardBodySchema, walletAdjustBodySchema } from './gamification/rewards.ts';
import { teamUpdateBodySchema } from './teams.ts';
import { updateSelfBodySchema } from './users/index.ts';
import {
  atLeastOneField,
  DB_INTEGER_MAX,
  findControlCharacters,
  hasControlCharacter,
  imageUrlSchema,
  isWebOrSiteUrl,
  refusingControlCharacters,
  VALIDATION_MESSAGES,
} from './validation.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('control characters', () => {
  it('finds C0 and C1 controls, DEL and lone surrogates; tab and line breaks only where text spans lines', () => {
    for (const bad of ['\u0000', 'a\u0001', '\u001b[31m', 'x\u007f', 'c1\u009b', '\ud800', 'a\udfffb'])
      expect(hasControlCharacter(bad, { multiline: true }), JSON.stringify(bad)).toBe(true);
    for (const ok of ['plain', 'Ω मराठी 👩🏽‍🚀', 'tab\there', 'two\nlines\r\n'])
      expect(hasControlCharacter(ok, { multiline: true }), JSON.stringify(ok)).toBe(false);
    expect(hasControlCharacter('two\nlines')).toBe(true);
    expect(hasControlCharacter('tab\there')).toBe(true);
  });

  it('reports the path of each string and each key that holds one, skipping binary parts', () => {
    const found = findControlCharacters(
      { name: 'ok', nested: [{ text: 'a\u0000b' }], 'k\u0000ey': 1, file: Buffer.from([0, 1, 2]) },
      { multiline: true },
    );
    expect(found).toEqual(expect.arrayContaining([['nested', 0, 'text'], ['k\u0000ey']]));
    expect(found).toHaveLength(2);
  });

  it('walks any depth without recursion and stops at cycles', () => {
    let deep: unknown = 'a\u0000b';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findControlCharacters(deep)[0]).toHaveLength(100_000);
    const cyclic: Record<string, unknown> = { text: 'fine' };
    cyclic.self = cyclic;
    expect(findControlCharacters(cyclic)).toEqual([]);
  });

  it('stands in front of any schema: control characters first, then the schema itself', () => {
    const schema = refusingControlCharacters(z.object({ name: z.string().trim().min(2) }), {
      multiline: true,
    });
    expect(schema.parse({ name: '  Asha ' })).toEqual({ name: 'Asha' });
    const bad = schema.safeParse({ name: 'A\u0000' });
    expect(bad.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: VALIDATION_MESSAGES.controlCharacters }),
    ]);
    expect(messages(schema.safeParse({ name: 'A' }))).not.toContain(VALIDATION_MESSAGES.controlCharacters);
  });
});

describe('empty updates', () => {
  it('need at least one known field', () => {
    const schema = atLeastOneField(z.object({ name: z.string(), note: z.string() }).partial());
    expect(messages(schema.safeParse({}))).toEqual([VALIDATION_MESSAGES.emptyUpdate]);
    expect(messages(schema.safeParse({ unknown: 1 }))).toEqual([VALIDATION_MESSAGES.emptyUpdate]);
    expect(schema.parse({ note: '' })).toEqual({ note: '' });
  });

  it.each([
    ['users/{id}/update/self', updateSelfBodySchema],
    ['teams/{id}/update', teamUpdateBodySchema],
    ['banners/{id}/update', bannerUpdateBodySchema],
    ['courses/{id}/update', courseUpdateBodySchema],
    ['programs/{id}/update', programUpdateBodySchema],
    ['decks/{id}/update', deckUpdateBodySchema],
  ] as const)('%s refuses {}', (_route, schema) => {
    expect(messages(schema.safeParse({}))).toEqual([VALIDATION_MESSAGES.emptyUpdate]);
  });
});

describe('image fields', () => {
  const uploaded = '/api/v3/files/4b0f8a52-3c1e-4d7a-9f6b-2e8c5a1d7e90?sig=eyJhbGciOiJIUzI1NiJ9.e30.abc_-';

  it('take http(s) images and paths of this site, which is how uploads are referenced', () => {
    for (const ok of [
      'https://cdn.example.com/a.png',
      'http://intranet.example/logo.gif',
      uploaded,
      `${uploaded.replace('?', '/thumbnail?')}`,
      '/logo.png',
    ])
      expect(isWebOrSiteUrl(ok), ok).toBe(true);
  });

  it('refuse scripts, data, other schemes, protocol-relative and malformed links', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'https://',
      'https://exa mple.com/a.png',
      'https://example.com/a\u0000.png',
      'a.png',
      '',
      `https://example.com/${'a'.repeat(2048)}`,
    ])
      expect(isWebOrSiteUrl(bad), bad).toBe(false);
    expect(messages(imageUrlSchema.safeParse(' javascript:alert(1)'))).toEqual([
      VALIDATION_MESSAGES.imageUrl,
    ]);
  });

  it('apply to every image field of the request schemas', () => {
    const script = 'javascript:alert(1)';
    const refuses = (schema: z.ZodType, body: unknown) =>
      expect(messages(schema.safeParse(body)), JSON.stringify(body)).toContain(VALIDATION_MESSAGES.imageUrl);
    refuses(updateSelfBodySchema, { image: script });
    refuses(teamUpdateBodySchema, { logo: script });
    refuses(teamUpdateBodySchema, { image: script });
    refuses(teamUpdateBodySchema, { cards: [{ image: script, header: 'Hi', content: '' }] });
    refuses(bannerUpdateBodySchema, { image: script });
    refuses(courseUpdateBodySchema, { image: script });
    refuses(programUpdateBodySchema, { theme: { image: script } });
    refuses(rewardBodySchema, { name: 'Mug', costCoins: 5, image: script });
    refuses(articleContentSchema, { html: '<p>x</p>', coverImage: script });
    // A welcome card may be saved before its picture is chosen.
    expect(
      teamUpdateBodySchema.safeParse({ cards: [{ image: '', header: 'Hi', content: '' }] }).success,
    ).toBe(true);
    expect(teamUpdateBodySchema.safeParse({ logo: null, image: uploaded }).success).toBe(true);
  });
});

describe('numbers stored in integer columns', () => {
  it('stop at what the column holds', () => {
    expect(rewardBodySchema.safeParse({ name: 'Mug', costCoins: DB_INTEGER_MAX }).success).toBe(true);
    expect(rewardBodySchema.safeParse({ name: 'Mug', costCoins: DB_INTEGER_MAX + 1 }).success).toBe(false);
    expect(rewardBodySchema.safeParse({ name: 'Mug', costCoins: 1, stock: 2 ** 53 - 1 }).success).toBe(false);
    expect(
      walletAdjustBodySchema.safeParse({ points: -1_000_000, coins: 1_000_000, reason: 'Fix' }).success,
    ).toBe(true);
    expect(walletAdjustBodySchema.safeParse({ points: 1_000_001, reason: 'Fix' }).success).toBe(false);
  });
});
