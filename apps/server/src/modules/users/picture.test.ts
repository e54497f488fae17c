import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser, makeUser } from '../../test/factories';
import { multipartWithFile, pngBytes } from '../assets/test-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const upload = (
  id: string,
  headers: Record<string, string>,
  file: Parameters<typeof multipartWithFile>[0],
) => {
  const body = multipartWithFile(file);
  return app.inject({
    method: 'POST',
    url: `/api/v3/users/${id}/update/image`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('users/{id}/update/image', () => {
  it('stores a learner picture, sets it as their image and keeps it out of the team library', async () => {
    const me = await makeSignedInUser(app);
    const res = await upload(me.user.id, me.headers, { content: await pngBytes(), filename: 'me.png' });
    expect(res.statusCode).toBe(200);
    const image = res.json().image as string;
    expect(image).toMatch(/^\/api\/v3\/files\/[0-9a-f-]+\/thumbnail\?sig=/);
    expect((await app.inject({ method: 'GET', url: image })).headers['content-type']).toBe('image/webp');

    const admin = await makeSignedInUser(app, { license: 'Admin', teamId: me.team.id });
    const library = await app.inject({ method: 'GET', url: '/api/v3/assets/list', headers: admin.headers });
    expect(library.json().total).toBe(0);
  });

  it('refuses a file that is not an image and another person', async () => {
    const me = await makeSignedInUser(app);
    const text = await upload(me.user.id, me.headers, {
      content: Buffer.from('not an image at all'),
      filename: 'me.png',
    });
    expect(text.statusCode).toBe(400);

    const colleague = await makeUser(app, me.team.id);
    const other = await upload(colleague.id, me.headers, { content: await pngBytes(), filename: 'x.png' });
    expect(other.statusCode).toBe(403);
  });
});
