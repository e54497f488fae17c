import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { enrol, makeCourse } from '../../../../test/content-factory';
import { makeSignedInUser, makeUser, signInAs } from '../../../../test/factories';
import { updateUser } from '../../../users/service';
import {
  EMBEDDER,
  playerCommit,
  playerSession,
  runtimeTokenFor,
  scormState,
  setupScormDeck,
} from '../test-fixtures/scorm-decks';
import { RUNTIME_TOKEN_TTL_SECONDS, signRuntimeToken } from './runtime-token';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lp-scorm-token-'));
  app = await createTestApp({ dataDir });
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const content = (url: string, headers: Record<string, string> = {}) =>
  app.contentApp.inject({ method: 'GET', url, headers });
const passed = { core: { lesson_status: 'passed', score: { raw: '80' } } };

describe('the runtime token opens one learner, one deck, and nothing else', () => {
  it('plays and commits through the token: resume data, completion, score and points', async () => {
    const { deck, learner } = await setupScormDeck(app);
    const token = await runtimeTokenFor(app, learner.headers, deck.id);
    const session = (await playerSession(app, token)).json();
    expect(session).toMatchObject({
      deckId: deck.id,
      version: '1.2',
      cmi: null,
      embedder: EMBEDDER,
      learner: { id: learner.user.id },
    });
    const partial = { core: { lesson_status: 'incomplete', lesson_location: 'p3' }, suspend_data: 'abc' };
    expect((await playerCommit(app, token, { cmi: partial })).statusCode).toBe(200);
    expect((await playerSession(app, token)).json().cmi).toEqual(partial);
    const done = await playerCommit(app, token, { cmi: passed, finished: true, timeSpent: 30 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      outcome: { status: 'passed', score: 80 },
      progress: { completion: true, score: 80, points: 40 },
    });
  });

  it('is refused by every route of the app API, and a session token by the runtime routes', async () => {
    const { deck, learner } = await setupScormDeck(app);
    const token = await runtimeTokenFor(app, learner.headers, deck.id);
    for (const headers of [{ authorization: `Bearer ${token}` }, { 'access-token': token }]) {
      for (const url of [`/api/v3/formats/scorm/${deck.id}/state`, '/api/v3/courseLibrary']) {
        expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(440);
      }
      const viaApp = await app.inject({
        method: 'POST',
        url: `/api/v3/formats/scorm/${deck.id}/commit`,
        headers,
        payload: { cmi: passed },
      });
      expect(viaApp.statusCode).toBe(440);
    }
    const session = learner.headers['access-token'] as string;
    expect((await playerSession(app, session)).statusCode).toBe(401);
    expect((await playerCommit(app, session, { cmi: passed })).statusCode).toBe(401);
    expect((await content('/scorm/runtime/session')).statusCode).toBe(401);
    // Checked before the body: a bad body without a token is still a 401.
    expect((await playerCommit(app, 'nope', { cmi: 'x' })).statusCode).toBe(401);
  });

  it("never touches another deck or another learner's data", async () => {
    const { deck, otherDeck, learner, creator } = await setupScormDeck(app);
    const token = await runtimeTokenFor(app, learner.headers, deck.id);
    expect((await playerCommit(app, token, { cmi: passed, finished: true })).statusCode).toBe(200);
    const savedOf = async (headers: Record<string, string>, deckId: string) =>
      (await playerSession(app, await runtimeTokenFor(app, headers, deckId))).json().cmi;
    expect(await savedOf(learner.headers, deck.id)).toEqual(passed);
    expect(await savedOf(learner.headers, otherDeck.id)).toBeNull();
    // The creator plays the same deck (builders may): their own data, untouched by the learner's.
    expect(await savedOf(creator.headers, deck.id)).toBeNull();
    // A token altered to name the other deck no longer verifies.
    const [head, body, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, deck: otherDeck.id })).toString('base64url');
    expect((await playerCommit(app, `${head}.${altered}.${signature}`, { cmi: passed })).statusCode).toBe(
      401,
    );
  });

  it('expires, and dies with the learner: deactivated or moved to another team', async () => {
    const { deck, learner, creator } = await setupScormDeck(app);
    const grant = { userId: learner.user.id, teamId: creator.team.id, deckId: deck.id, embedder: EMBEDDER };
    const old = await signRuntimeToken(
      app.config.jwtSecret,
      grant,
      Date.now() - (RUNTIME_TOKEN_TTL_SECONDS + 5) * 1000,
    );
    expect((await playerCommit(app, old.token, { cmi: passed })).statusCode).toBe(401);
    const other = await makeSignedInUser(app);
    const wrongTeam = await signRuntimeToken(app.config.jwtSecret, { ...grant, teamId: other.team.id });
    expect((await playerSession(app, wrongTeam.token)).statusCode).toBe(401);

    const token = await runtimeTokenFor(app, learner.headers, deck.id);
    expect((await playerSession(app, token)).statusCode).toBe(200);
    await updateUser(app.db, learner.user.id, { active: false });
    expect((await playerCommit(app, token, { cmi: passed })).statusCode).toBe(401);
  });

  it("another team's learner gets no token for the deck, and a token of theirs cannot reach it", async () => {
    const { deck } = await setupScormDeck(app);
    const stranger = await setupScormDeck(app);
    expect((await scormState(app, stranger.learner.headers, deck.id)).statusCode).toBe(404);
    const renew = await app.inject({
      method: 'POST',
      url: `/api/v3/formats/scorm/${deck.id}/runtime_token`,
      headers: stranger.learner.headers,
      payload: { embedder: EMBEDDER },
    });
    expect(renew.statusCode).toBe(404);
    // Even a validly signed grant of the stranger naming this deck finds nothing.
    const forged = await signRuntimeToken(app.config.jwtSecret, {
      userId: stranger.learner.user.id,
      teamId: stranger.creator.team.id,
      deckId: deck.id,
      embedder: EMBEDDER,
    });
    expect((await playerSession(app, forged.token)).statusCode).toBe(404);
    expect((await playerCommit(app, forged.token, { cmi: passed })).statusCode).toBe(404);
  });
});

describe('POST formats/scorm/{deckId}/runtime_token', () => {
  it('renews the token of an open player; checks its input and needs a session', async () => {
    const { deck, learner } = await setupScormDeck(app);
    const url = `/api/v3/formats/scorm/${deck.id}/runtime_token`;
    const res = await app.inject({
      method: 'POST',
      url,
      headers: learner.headers,
      payload: { embedder: EMBEDDER },
    });
    expect(res.statusCode).toBe(200);
    const renewed = res.json();
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.now());
    expect((await playerSession(app, renewed.token)).json()).toMatchObject({ deckId: deck.id });

    const invalid = await app.inject({
      method: 'POST',
      url,
      headers: learner.headers,
      payload: { embedder: 'http://localhost:3000/path' },
    });
    expect(invalid.statusCode).toBe(400);
    const noSession = await app.inject({ method: 'POST', url, payload: { embedder: EMBEDDER } });
    expect(noSession.statusCode).toBe(440);
    const badDeck = await app.inject({
      method: 'POST',
      url: '/api/v3/formats/scorm/not-a-deck/runtime_token',
      headers: learner.headers,
      payload: { embedder: EMBEDDER },
    });
    expect(badDeck.statusCode).toBe(400);
  });

  it('refuses a learner whose course is not open to them (403)', async () => {
    const { pkg, creator } = await setupScormDeck(app);
    const start = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const { course, decks } = await makeCourse(app, creator.team.id, {
      settings: { timing: { start, end: null } },
      topics: [[{ name: 'Later', category: 'scorm', content: { packageId: pkg._id } }]],
    });
    const user = await makeUser(app, creator.team.id);
    await enrol(app, creator.team.id, course.id, user.id);
    const headers = { 'access-token': await signInAs(app, user.username) };
    const res = await app.inject({
      method: 'POST',
      url: `/api/v3/formats/scorm/${decks[0]?.id}/runtime_token`,
      headers,
      payload: { embedder: EMBEDDER },
    });
    expect(res.statusCode).toBe(403);
  });
});
