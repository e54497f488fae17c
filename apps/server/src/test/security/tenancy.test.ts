import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartWithFile, pngBytes } from '../../modules/assets/test-helpers';
import { createTestApp } from '../app';
import { databaseDigest, diffDigests, digestMentioning } from './digest';
import { type SeededTeam, seedTeam } from './fixture';
import { fillPath, listOperations, type Operation } from './openapi';
import { resolveBodyIds, resolvePathParams } from './route-ids';
import { idFieldPaths, withValueAt } from './schema-paths';
import { sampleOf } from './schema-values';

/**
 * Generated from the OpenAPI document: every route with a path parameter is called by another
 * team's admin and learner on this team's objects. Each call must answer 403 or 404 (never a 2xx,
 * nor a 400/409 that would tell the object exists) and leave every table exactly as it was.
 * Routes with several ids are also called with one foreign id among the caller's own (adding
 * another team's user to one's own course, say).
 */

/**
 * Routes with a path parameter that deliberately answer without a session of the object's team.
 * Each needs a reason; a route neither mapped in route-ids.ts nor listed here fails the suite.
 */
const NOT_TENANT_SCOPED: Record<string, string> = {
  'GET /api/v3/auth/lesson_code/{code}': 'signs in with a lesson code, before any session',
  'POST /api/v3/auth/otp/generate/{phone}': 'signs in by phone, before any session',
  'POST /api/v3/auth/otp/verify/{phone}/{code}': 'signs in by phone, before any session',
  'GET /api/v3/auth/oidc/{team}/providers': "public: a team's sign-in page lists its SSO buttons",
  'GET /api/v3/auth/oidc/{team}/{id}/start': "public: the redirect to a team's identity provider",
  'GET /api/v3/teams/fetch/{team}': "public: a team's branding, shown before sign-in",
  'GET /api/v3/users/check/{username}': 'public: username availability while registering',
  'GET /api/v3/utility/coupon/check/{code}': 'coupons belong to the product (billing), not to a team',
  'POST /api/v3/utility/payments/create_subscription/{id}':
    "{id} names the payment provider's plan, not a team's object; the subscription is the caller's team's",
  'GET /api/v3/certificates/{id}/verify': 'public: anyone holding a certificate id may verify it',
  'GET /api/v3/files/{assetId}': 'authorised by the signature in ?sig=, not a session (assets/files.test.ts)',
  'GET /api/v3/files/{assetId}/thumbnail': 'authorised by the signature in ?sig=, not a session',
  'GET /api/v3/users/list/paginated/{page}/{pageSize}':
    "a page of the caller's own team: the path holds a page number and size, no team's object",
  'GET /api/v3/users/list/paginated/{page}/{pageSize}/{search}':
    "a page of the caller's own team matching the search text, no team's object (users/admin.test.ts)",
  'GET /api/v3/analytics/reports/saved/getList/{scope}':
    "lists the caller's own team's reports; {scope} (all or scheduled) names no object",
  'GET /api/v3/articles/{id}/unauth':
    'public: a shared article is open to anyone with the link, an unshared one is 404 to all (articles.test.ts)',
};

let app: FastifyInstance;
let dataDir: string;
let home: SeededTeam;
let other: SeededTeam;
let operations: Operation[];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lp-tenancy-'));
  app = await createTestApp({ dataDir });
  home = await seedTeam(app, 'a');
  other = await seedTeam(app, 'b');
  operations = await listOperations(app);
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const withPathParams = () => operations.filter((op) => op.pathParams.length > 0);

/**
 * The paths to try: every id naming this team's object; and, with several ids, each one of this
 * team's among the caller's own. Values that name no object (a move direction) stay as they are.
 */
function variantsOf(op: Operation): { label: string; values: Record<string, string> }[] {
  const params = resolvePathParams(op);
  const valuesWith = (owner: (name: string) => SeededTeam) =>
    Object.fromEntries(
      params.map((p) => [p.name, (p.value as (t: SeededTeam) => string)(p.tenant ? owner(p.name) : home)]),
    );
  const variants = [{ label: 'all theirs', values: valuesWith(() => home) }];
  const tenantParams = params.filter((p) => p.tenant);
  if (tenantParams.length > 1)
    for (const foreign of tenantParams)
      variants.push({
        label: `{${foreign.name}} theirs, the rest the caller's own`,
        values: valuesWith((name) => (name === foreign.name ? home : other)),
      });
  return variants;
}

/**
 * Bodies the schema sampler cannot guess (a refined string), so that the request passes validation
 * and reaches the team check it is here to test.
 */
const VALID_BODIES: Record<string, object> = {
  'POST /api/v3/formats/scorm/{deckId}/runtime_token': { embedder: 'http://localhost:3000' },
};

async function bodyFor(op: Operation): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  if (!op.body) return {};
  const known = VALID_BODIES[op.key];
  if (known) return { payload: JSON.stringify(known), headers: { 'content-type': 'application/json' } };
  if (op.body.contentType === 'multipart/form-data') {
    const form = multipartWithFile({ content: await pngBytes(8, 8), filename: 'x.png' });
    return { payload: form.payload, headers: form.headers };
  }
  return {
    payload: JSON.stringify(sampleOf(op.body.schema)),
    headers: { 'content-type': 'application/json' },
  };
}

describe('tenancy: another team on this team’s objects', () => {
  it('maps every route with a path parameter to seeded objects, or lists why it is not scoped to a team', () => {
    const unmapped = withPathParams()
      .filter((op) => !(op.key in NOT_TENANT_SCOPED))
      .flatMap((op) =>
        resolvePathParams(op)
          .filter((p) => !p.value)
          .map((p) => `${op.key}: {${p.name}}`),
      );
    expect(
      unmapped,
      'map these in route-ids.ts, or list the route in NOT_TENANT_SCOPED with a reason',
    ).toEqual([]);
    const stale = Object.keys(NOT_TENANT_SCOPED).filter((key) => !operations.some((op) => op.key === key));
    expect(stale, 'these routes no longer exist: drop them from NOT_TENANT_SCOPED').toEqual([]);
  });

  it("answers 403 or 404 to another team's admin and learner on every route, and changes nothing", async () => {
    const failures: string[] = [];
    let calls = 0;
    const started = Date.now();
    for (const op of withPathParams().filter((o) => !(o.key in NOT_TENANT_SCOPED))) {
      for (const variant of variantsOf(op)) {
        for (const role of ['admin', 'learner'] as const) {
          const url = fillPath(op.path, variant.values);
          const body = await bodyFor(op);
          const before = await databaseDigest(app);
          const res = await app.inject({
            method: op.method,
            url,
            ...body,
            headers: { ...body.headers, ...other.tokens[role] },
            ...(op.streams ? { payloadAsStream: true } : {}),
          });
          if (op.streams) res.stream().destroy();
          calls += 1;
          const changed = diffDigests(before, await databaseDigest(app));
          const what = `${op.key} (${variant.label}) as the other team's ${role}`;
          if (res.statusCode !== 403 && res.statusCode !== 404)
            failures.push(`${what}: ${res.statusCode} ${op.streams ? '' : res.body.slice(0, 160)}`);
          if (changed.length > 0) failures.push(`${what}: changed ${changed.join(', ')}`);
        }
      }
    }
    console.log(
      `tenancy: ${calls} calls on ${withPathParams().length} routes with path ids in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
  }, 300_000);

  it('lets the team itself read each object the reads name (so the refusals above are about the team)', async () => {
    const unreadable: string[] = [];
    for (const op of withPathParams().filter((o) => o.method === 'GET' && !(o.key in NOT_TENANT_SCOPED))) {
      const [own] = variantsOf(op);
      // The admin reads most; a learner's own inbox only the learner (the seeded users are learners).
      const answers: string[] = [];
      for (const role of ['admin', 'learner'] as const) {
        const res = await app.inject({
          url: fillPath(op.path, own?.values ?? {}),
          headers: home.tokens[role],
          ...(op.streams ? { payloadAsStream: true } : {}),
        });
        if (op.streams) res.stream().destroy();
        if (res.statusCode === 200) break;
        answers.push(`${role} ${res.statusCode} ${op.streams ? '' : res.body.slice(0, 120)}`);
      }
      if (answers.length === 2) unreadable.push(`${op.key}: ${answers.join('; ')}`);
    }
    expect(unreadable).toEqual([]);
  });

  it("keeps this team's ids in another team's request bodies from reaching, linking or revealing its objects", async () => {
    const failures: string[] = [];
    const unmapped: string[] = [];
    let calls = 0;
    // A learner's own event log keeps each tracker event as sent (to drop replays); that is not a link.
    const except = ['tracker_events'];
    const send = async (what: string, options: InjectOptions, sentId: string) => {
      const before = await digestMentioning(app, [home.team.id, sentId], { except });
      const res = await app.inject(options);
      calls += 1;
      const changed = diffDigests(before, await digestMentioning(app, [home.team.id, sentId], { except }));
      if (res.statusCode >= 500) failures.push(`${what}: ${res.statusCode}`);
      if (changed.length > 0) failures.push(`${what}: changed or linked rows of ${changed.join(', ')}`);
      const revealed = [home.team.name, ...home.idPool].filter(
        (value) => value !== sentId && res.body.includes(value),
      );
      if (revealed.length > 0) failures.push(`${what}: the answer holds ${revealed.join(', ')}`);
    };
    for (const op of operations) {
      if (op.body?.contentType !== 'application/json' || op.key in NOT_TENANT_SCOPED) continue;
      const schema = op.body.schema;
      const ownPath = Object.fromEntries(
        resolvePathParams(op).map((p) => [p.name, p.value ? p.value(other) : 'x']),
      );
      for (const field of resolveBodyIds(op, idFieldPaths(schema))) {
        if (field.value === undefined) unmapped.push(`${op.key}: ${field.path.join('.')}`);
        if (!field.value) continue;
        const sentId = field.value(home);
        const payload = JSON.stringify(withValueAt(schema, sampleOf(schema), field.path, sentId));
        for (const role of ['admin', 'learner'] as const)
          await send(
            `${op.key} with their ${field.path.join('.')} as the other team's ${role}`,
            {
              method: op.method,
              url: fillPath(op.path, ownPath),
              headers: { ...other.tokens[role], 'content-type': 'application/json' },
              payload,
            },
            sentId,
          );
      }
    }
    // Ids inside free-form tracker events, which no schema names.
    for (const [name, deck] of [
      ['DECK_COMPLETED', home.ids.decks.reading],
      ['QUESTION_RESPONSE', home.ids.decks.quiz],
    ] as const) {
      const event = {
        uuid: randomUUID(),
        name,
        payload: { deckId: deck, questionId: 'q1', response: ['b'], timeSpent: 5 },
        time: new Date().toISOString(),
      };
      await send(
        `POST /api/v3/activity/submit_queue with their deck in ${name} as the other team's learner`,
        {
          method: 'POST',
          url: '/api/v3/activity/submit_queue',
          headers: other.tokens.learner,
          payload: { trackers: [event] },
        },
        deck,
      );
    }
    console.log(
      `tenancy: ${calls} calls with this team's ids in another team's bodies, ${failures.length} failures`,
    );
    expect(unmapped, 'map these id fields in route-ids.ts (bodyRules)').toEqual([]);
    expect(failures).toEqual([]);
  }, 300_000);
});
