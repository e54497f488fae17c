import type { FastifyInstance } from 'fastify';
import { enrol, makeCourse } from '../../../../test/content-factory';
import { makeSignedInUser, makeUser, signInAs } from '../../../../test/factories';
import { multipartFile, scorm12Package, scorm2004Package } from './scorm-packages';

export const EMBEDDER = 'http://localhost:3000';

/**
 * A team with a creator, an uploaded package in a course of two SCORM decks (the second plays the
 * same package) and an enrolled learner.
 */
export async function setupScormDeck(
  app: FastifyInstance,
  kind: '1.2' | '2004' | (() => Promise<Buffer>) = '1.2',
  category = 'scorm',
) {
  const creator = await makeSignedInUser(app, { license: 'Creator' });
  const build = typeof kind === 'function' ? kind : kind === '1.2' ? scorm12Package : scorm2004Package;
  const body = multipartFile('file', 'p.zip', await build());
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/v3/formats/scorm/upload',
    headers: { ...creator.headers, ...body.headers },
    payload: body.payload,
  });
  const pkg = uploaded.json();
  const deckSpec = (name: string) => ({
    name,
    category,
    content: { packageId: pkg._id },
    settings: { maxPoints: 50 },
  });
  const { course, decks } = await makeCourse(app, creator.team.id, {
    topics: [[deckSpec('SCORM'), deckSpec('SCORM again')]],
  });
  const user = await makeUser(app, creator.team.id);
  await enrol(app, creator.team.id, course.id, user.id);
  const headers = { 'access-token': await signInAs(app, user.username) };
  const [deck, otherDeck] = decks as [(typeof decks)[number], (typeof decks)[number]];
  return { creator, pkg, course, deck, otherDeck, learner: { user, headers } };
}

export const scormState = (app: FastifyInstance, headers: Record<string, string>, deckId: string) =>
  app.inject({
    method: 'GET',
    url: `/api/v3/formats/scorm/${deckId}/state?embedder=${encodeURIComponent(EMBEDDER)}`,
    headers,
  });

/** The runtime token of a launch URL (its fragment). */
export const tokenOf = (launchUrl: string) => new URL(launchUrl).hash.slice(1);

/** Opens the deck as the web app does and returns the player's runtime token. */
export async function runtimeTokenFor(app: FastifyInstance, headers: Record<string, string>, deckId: string) {
  const res = await scormState(app, headers, deckId);
  if (res.statusCode !== 200) throw new Error(`state failed: ${res.statusCode} ${res.body}`);
  return tokenOf(res.json().launchUrl);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const playerSession = (app: FastifyInstance, token: string) =>
  app.contentApp.inject({ method: 'GET', url: '/scorm/runtime/session', headers: bearer(token) });

export const playerCommit = (app: FastifyInstance, token: string, payload: object) =>
  app.contentApp.inject({ method: 'POST', url: '/scorm/runtime/commit', headers: bearer(token), payload });
