import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeCourse } from '../../test/content-factory';
import { makeSignedInUser, makeTeam } from '../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The voiceovers setting a learner's deck carries, for a deck with it on in a team with the flag on or off. */
async function voiceoversSeen(teamFlag: boolean) {
  const team = await makeTeam(app, { voiceovers: teamFlag });
  const me = await makeSignedInUser(app, { teamId: team.id });
  const { decks } = await makeCourse(app, team.id);
  const deck = decks[0] as (typeof decks)[number];
  expect(deck.settings.voiceovers).toBe(true);
  const res = await app.inject({
    url: `/api/v3/decks/${deck.id}/learners/${me.user.id}/show/${deck.readerType}`,
    headers: me.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().deck.settings.voiceovers;
}

describe('voiceovers (SPEC §9 team flag and §3 deck setting)', () => {
  it("keeps a deck's voiceovers while the team flag is on", async () => {
    expect(await voiceoversSeen(true)).toBe(true);
  });

  it("ignores the deck's voiceovers while the team flag is off", async () => {
    expect(await voiceoversSeen(false)).toBe(false);
  });
});
