import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser } from '../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('coupons', () => {
  it('checks and validates codes with the SPEC messages', async () => {
    const root = await makeSignedInUser(app, { license: 'SuperAdmin' });
    const learner = await makeSignedInUser(app);
    const other = await makeSignedInUser(app);
    const make = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/v3/coupons/create', headers: root.headers, payload });
    expect((await make({ code: 'WELCOME 10', type: 'percent', value: 10 })).statusCode).toBe(400);
    expect((await make({ code: 'WELCOME-10', type: 'percent', value: 10 })).statusCode).toBe(201);
    expect((await make({ code: 'welcome-10', type: 'percent', value: 5 })).statusCode).toBe(409);
    await make({
      code: 'TEAMONLY',
      type: 'amount',
      value: 500,
      teamId: learner.team.id,
      message: 'Team deal',
    });
    await make({ code: 'OLD', type: 'amount', value: 1, validUntil: '2020-01-01T00:00:00.000Z' });
    expect((await make({ code: 'NOPE', type: 'amount', value: 1 })).statusCode).toBe(201);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v3/coupons/create',
          headers: learner.headers,
          payload: { code: 'X12', type: 'amount', value: 1 },
        })
      ).statusCode,
    ).toBe(403);

    const check = await app.inject({
      url: `/api/v3/utility/coupon/check/${encodeURIComponent('welcome-10')}`,
      headers: learner.headers,
    });
    expect(check.json()).toEqual({ code: 'WELCOME-10', type: 'percent', value: 10, message: '' });
    const validate = (headers: Record<string, string>, code: string) =>
      app.inject({ method: 'POST', url: '/api/v3/coupon/validate', headers, payload: { code } });
    expect((await validate(learner.headers, 'WELCOME-10')).json()).toMatchObject({
      valid: true,
      message: 'Coupon is valid for this plan!',
    });
    expect((await validate(learner.headers, 'TEAMONLY')).json()).toMatchObject({
      valid: true,
      message: 'Team deal',
    });
    for (const [headers, code] of [
      [other.headers, 'TEAMONLY'],
      [learner.headers, 'OLD'],
      [learner.headers, 'MISSING'],
    ] as const) {
      const res = await validate(headers, code);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Invalid coupon code');
    }
    expect((await validate(learner.headers, '  ')).json().message).toBe('Coupon code is required');
  });
});
