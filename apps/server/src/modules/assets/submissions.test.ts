import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AssetList, Submission } from '@lp/shared/assets';
import { ASSET_MESSAGES } from '@lp/shared/assets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeCourse } from '../../test/content-factory';
import { makeSignedInUser } from '../../test/factories';
import { mp4Bytes, multipartWithFile, pdfBytes, pngBytes } from './test-helpers';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'lp-submissions-test-'));
  app = await createTestApp({ dataDir });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Headers = Record<string, string>;
const submit = (deckId: string, headers: Headers, body: ReturnType<typeof multipartWithFile>) =>
  app.inject({
    method: 'POST',
    url: `/api/v3/decks/${deckId}/submissions`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
const list = (deckId: string, headers: Headers) =>
  app.inject({ url: `/api/v3/decks/${deckId}/submissions`, headers });

/** A team with a creator, two learners and a course of photo, document, video and article decks. */
async function setup(courseSettings: { teamSelfEnrolment?: boolean } = {}) {
  const creator = await makeSignedInUser(app, { license: 'Creator' });
  const teamId = creator.team.id;
  const alice = await makeSignedInUser(app, { teamId });
  const bob = await makeSignedInUser(app, { teamId });
  const { decks } = await makeCourse(app, teamId, {
    settings: courseSettings,
    topics: [
      [
        { category: 'photosubmission' },
        { category: 'documentsubmission' },
        { category: 'videosubmission' },
        { category: 'article' },
      ],
    ],
  });
  const [photo, document, video, article] = decks.map((d) => d.id) as [string, string, string, string];
  return { creator, alice, bob, photo, document, video, article };
}

describe('decks/{id}/submissions', () => {
  it('stores a learner upload of the right kind; learners see their own, builders everyone with names', async () => {
    const { creator, alice, bob, photo, document, video } = await setup();
    const aliceRes = await submit(
      photo,
      alice.headers,
      multipartWithFile({ content: await pngBytes(100, 80) }, { note: 'My desk', name: 'desk.png' }),
    );
    expect(aliceRes.statusCode).toBe(201);
    const submission = aliceRes.json<Submission>();
    expect(submission).toMatchObject({
      deckId: photo,
      category: 'photosubmission',
      note: 'My desk',
      learner: { _id: alice.user.id, name: 'Test User' },
      asset: { kind: 'image', name: 'desk.png', width: 100, height: 80 },
    });
    const file = await app.inject({ url: submission.asset.url });
    expect(file.statusCode).toBe(200);
    const maxAge = Number(/max-age=(\d+)/.exec(String(file.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600);
    expect(file.headers['cache-control']).not.toContain('immutable');

    expect(
      (await submit(photo, bob.headers, multipartWithFile({ content: await pngBytes(10, 10) }))).statusCode,
    ).toBe(201);
    expect((await submit(document, bob.headers, multipartWithFile({ content: pdfBytes() }))).statusCode).toBe(
      201,
    );
    expect((await submit(video, bob.headers, multipartWithFile({ content: mp4Bytes() }))).statusCode).toBe(
      201,
    );

    const own = (await list(photo, alice.headers)).json<Submission[]>();
    expect(own.map((s) => s.learner._id)).toEqual([alice.user.id]);
    const all = (await list(photo, creator.headers)).json<Submission[]>();
    expect(all.map((s) => s.learner._id)).toEqual([bob.user.id, alice.user.id]);

    // Submissions are not part of the team's file library.
    expect(
      (await app.inject({ url: '/api/v3/assets/list', headers: creator.headers })).json<AssetList>().total,
    ).toBe(0);
  });

  it('refuses a file of the wrong kind, a deck that takes no submissions, and a missing file', async () => {
    const { alice, photo, document, article } = await setup();
    const pdfAsPhoto = await submit(photo, alice.headers, multipartWithFile({ content: pdfBytes() }));
    expect(pdfAsPhoto.statusCode).toBe(400);
    expect(pdfAsPhoto.json().message).toBe(ASSET_MESSAGES.kindMismatch('an image', 'a PDF document'));
    const photoAsDocument = await submit(
      document,
      alice.headers,
      multipartWithFile({ content: await pngBytes(8, 8) }),
    );
    expect(photoAsDocument.json().message).toBe(ASSET_MESSAGES.kindMismatch('a PDF document', 'an image'));
    const notSubmission = await submit(article, alice.headers, multipartWithFile({ content: pdfBytes() }));
    expect(notSubmission.statusCode).toBe(400);
    expect(notSubmission.json().message).toBe(ASSET_MESSAGES.notSubmissionDeck);
    const empty = await submit(photo, alice.headers, multipartWithFile(null, { note: 'forgot it' }));
    expect(empty.statusCode).toBe(400);
    expect((await list('not-a-uuid', alice.headers)).statusCode).toBe(400);
  });

  it('answers 403 when the course is not open to the learner', async () => {
    const { alice, photo } = await setup({ teamSelfEnrolment: false });
    const res = await submit(photo, alice.headers, multipartWithFile({ content: await pngBytes(8, 8) }));
    expect(res.statusCode).toBe(403);
    expect((await list(photo, alice.headers)).statusCode).toBe(403);
  });

  it("answers 404 for another team's deck and 440 without a session", async () => {
    const { photo } = await setup();
    const stranger = await makeSignedInUser(app, { license: 'Admin' });
    const res = await submit(photo, stranger.headers, multipartWithFile({ content: await pngBytes(8, 8) }));
    expect(res.statusCode).toBe(404);
    expect((await list(photo, stranger.headers)).statusCode).toBe(404);
    expect((await list(photo, {})).statusCode).toBe(440);
  });
});
