import { PLAN_MESSAGES } from '@lp/shared/billing';
import { HIERARCHY_MESSAGES } from '@lp/shared/users/index';
import { VALIDATION_MESSAGES } from '@lp/shared/validation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser, signInAs } from '../../test/factories';
import { multipartWithFile } from '../assets/test-helpers';
import { countTeamUsers } from './admin.repo';
import { ancestors, children } from './hierarchy.service';
import { findUserByUsername } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const upload = (headers: Record<string, string>, csv: string, dryRun: boolean) => {
  const form = multipartWithFile({
    content: Buffer.from(csv),
    filename: 'people.csv',
    contentType: 'text/csv',
  });
  return app.inject({
    method: 'POST',
    url: `/api/v3/users/import?dryRun=${dryRun}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

describe('users/import: passwords, managers in bulk, the plan', () => {
  it('sets the password column (SPEC §5 rule), so imported users can sign in', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const tag = admin.team.id.slice(0, 6);
    const csv = `username,first_name,password\npw${tag},Pia,Strong@pass1\nweak${tag},Wes,weakpass`;
    const res = await upload(admin.headers, csv, false);
    expect(res.json()).toMatchObject({ created: 1, skipped: 1 });
    expect(res.json().errors).toEqual([
      { row: 3, username: `weak${tag}`, errors: [VALIDATION_MESSAGES.passwordInvalid] },
    ]);
    expect(JSON.stringify(res.json())).not.toContain('Strong@pass1');
    expect(await signInAs(app, `pw${tag}`, 'Strong@pass1')).toMatch(/^ey/);
    expect(await findUserByUsername(app.db, `weak${tag}`)).toBeUndefined();
  });

  it('sets managers in bulk and refuses the row that would close a circle', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const tag = admin.team.id.slice(0, 6);
    const csv = [
      'username,manager_username',
      `lead${tag},`,
      `ann${tag},lead${tag}`,
      `bob${tag},lead${tag}`,
      `cid${tag},lead${tag}`,
      // The two rows below name each other: the first is written, the second would make a circle.
      `eve${tag},fay${tag}`,
      `fay${tag},eve${tag}`,
    ].join('\n');
    const res = await upload(admin.headers, csv, false);
    expect(res.json()).toMatchObject({ created: 6 });
    expect(res.json().errors).toEqual([
      { row: 7, username: `fay${tag}`, errors: [HIERARCHY_MESSAGES.cycle] },
    ]);
    const lead = await findUserByUsername(app.db, `lead${tag}`);
    expect(lead?.isManager).toBe(true);
    const reports = await children(app.db, admin.team.id, lead?.id ?? '');
    expect(reports.map((member) => member.username).sort()).toEqual([`ann${tag}`, `bob${tag}`, `cid${tag}`]);
    const fay = await findUserByUsername(app.db, `fay${tag}`);
    const eve = await findUserByUsername(app.db, `eve${tag}`);
    expect((await ancestors(app.db, admin.team.id, eve?.id ?? '')).map((m) => m._id)).toEqual([fay?.id]);
    expect(await ancestors(app.db, admin.team.id, fay?.id ?? '')).toEqual([]);
  });

  it('refuses a file that would go over max users with 403, dry run or not, and writes nothing', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const tag = admin.team.id.slice(0, 6);
    const capped = await app.inject({
      method: 'POST',
      url: `/api/v3/teams/${admin.team.id}/plan/update`,
      headers: admin.headers,
      payload: { maxUsers: 3 },
    });
    expect(capped.statusCode).toBe(200);
    const before = await countTeamUsers(app.db, admin.team.id);
    const csv = `username\na${tag}\nb${tag}\nc${tag}`;
    for (const dryRun of [true, false]) {
      const res = await upload(admin.headers, csv, dryRun);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PLAN_MESSAGES.maxUsers(3));
    }
    expect(await countTeamUsers(app.db, admin.team.id)).toEqual(before);
    expect((await upload(admin.headers, `username\na${tag}\nb${tag}`, false)).json()).toMatchObject({
      created: 2,
    });
  });
});
