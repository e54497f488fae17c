import { VALIDATION_MESSAGES } from '@lp/shared/validation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { makeArticle, makeCourse } from '../test/content-factory';
import { makeSignedInUser } from '../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const refused = (path: string) => ({ path, message: VALIDATION_MESSAGES.controlCharacters });

describe('control characters in any request', () => {
  it('answers NUL in a sign-in name with 400 and the field, not a database error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/sign_in',
      payload: { username: '\u0000', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: VALIDATION_MESSAGES.controlCharacters,
      messageKey: 'validation.controlCharacters',
      errors: [refused('username')],
    });
  });

  it('refuses every C0 control and DEL in body text, but keeps tabs and line breaks', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const article = await makeArticle(app, admin.team.id);
    const comment = (text: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v3/articles/${article.id}/comments/create`,
        headers: admin.headers,
        payload: { text },
      });
    for (const code of [0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f]) {
      const res = await comment(`before${String.fromCharCode(code)}after`);
      expect(res.statusCode, `U+${code.toString(16)}`).toBe(400);
      expect(res.json().errors).toEqual([refused('text')]);
    }
    const multiline = await comment('First line\r\nSecond line\n\tindented');
    expect(multiline.statusCode).toBe(201);
    expect((await comment('Team 🎉 मराठी')).statusCode).toBe(201);
  });

  it('refuses broken Unicode (a lone surrogate)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"ab\\ud800","password":"x"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([refused('username')]);
  });

  it('refuses control characters in path parameters and query strings, even line breaks', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    for (const url of [
      '/api/v3/courses/a%00b/show',
      '/api/v3/tags/a%0Ab/items',
      '/api/v3/assets/list?search=a%00b',
      '/api/v3/search?text=a%0Db',
    ]) {
      const res = await app.inject({ url, headers: admin.headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(VALIDATION_MESSAGES.controlCharacters);
    }
  });

  it('finds NUL in the keys of free-form documents, however deep', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const { decks } = await makeCourse(app, admin.team.id, { published: false });
    const update = (payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/v3/decks/${decks[0]?.id}/update`,
        headers: admin.headers,
        payload,
      });
    const res = await update({ content: { html: '<p>x</p>', 'bad\u0000key': 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([refused('content.bad\u0000key')]);

    const depth = 5_000;
    const nested = await app.inject({
      method: 'POST',
      url: `/api/v3/decks/${decks[0]?.id}/update`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: `{"content":{"deep":${'['.repeat(depth)}"a\\u0000b"${']'.repeat(depth)}}}`,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe(VALIDATION_MESSAGES.controlCharacters);
    expect(nested.json().errors[0].path).toBe(['content', 'deep', ...Array(depth).fill(0)].join('.'));
  });
});
