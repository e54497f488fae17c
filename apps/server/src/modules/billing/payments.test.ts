import { createHmac } from 'node:crypto';
import { PLAN_MESSAGES } from '@lp/shared/billing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser } from '../../test/factories';
import { insertSubscription } from './payments.repo';

const KEY_SECRET = 'test_secret_0123456789';
let app: FastifyInstance;
let unpaid: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    payments: { provider: 'razorpay', keyId: 'rzp_test_key', keySecret: KEY_SECRET },
    operatorEmails: ['ops@example.com', 'sales@example.com'],
    paymentPlans: [{ id: 'plan_GROWTH1', name: 'Growth' }],
  });
  unpaid = await createTestApp();
});
afterAll(async () => {
  await app.close();
  await unpaid.close();
});

type Headers = Record<string, string>;
const post = (on: FastifyInstance, url: string, headers: Headers, payload: object = {}) =>
  on.inject({ method: 'POST', url: `/api/v3/${url}`, headers, payload });
/** Razorpay's documented subscription signature: HMAC-SHA256(payment_id|subscription_id, key secret). */
const sign = (paymentId: string, subscriptionId: string) =>
  createHmac('sha256', KEY_SECRET).update(`${paymentId}|${subscriptionId}`).digest('hex');

describe('utility/payments', () => {
  it('answers that payments are not configured when no provider keys are set', async () => {
    const admin = await makeSignedInUser(unpaid, { license: 'Admin' });
    const created = await post(unpaid, 'utility/payments/create_subscription/plan_ABC123', admin.headers);
    expect(created.statusCode).toBe(503);
    expect(created.json().message).toBe(PLAN_MESSAGES.paymentsOff);
    const verified = await post(unpaid, 'utility/payments/verify_subscription', admin.headers, {
      razorpay_payment_id: 'pay_1',
      razorpay_subscription_id: 'sub_1',
      razorpay_signature: sign('pay_1', 'sub_1'),
    });
    expect(verified.statusCode).toBe(503);
    const plan = await unpaid.inject({ url: `/api/v3/teams/${admin.team.id}/plan`, headers: admin.headers });
    expect(plan.json()).toMatchObject({ paymentsEnabled: false, checkoutPlans: [] });
  });

  it("verifies the provider's signature on the team's own subscription only", async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const otherAdmin = await makeSignedInUser(app, { license: 'Admin' });
    await insertSubscription(app.db, {
      teamId: admin.team.id,
      provider: 'razorpay',
      providerPlanId: 'plan_ABC123',
      providerSubscriptionId: 'sub_OWN123',
    });
    const body = (signature: string, subscription = 'sub_OWN123') => ({
      razorpay_payment_id: 'pay_XYZ789',
      razorpay_subscription_id: subscription,
      razorpay_signature: signature,
    });
    const forged = await post(
      app,
      'utility/payments/verify_subscription',
      admin.headers,
      body(sign('pay_X', 'sub_OWN123')),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(PLAN_MESSAGES.paymentInvalid);
    const good = body(sign('pay_XYZ789', 'sub_OWN123'));
    expect(
      (await post(app, 'utility/payments/verify_subscription', otherAdmin.headers, good)).statusCode,
    ).toBe(404);
    const learner = await makeSignedInUser(app, { teamId: admin.team.id });
    expect((await post(app, 'utility/payments/verify_subscription', learner.headers, good)).statusCode).toBe(
      403,
    );
    expect(
      (await post(app, 'utility/payments/verify_subscription', admin.headers, body('not-hex'))).statusCode,
    ).toBe(400);
    const ok = await post(app, 'utility/payments/verify_subscription', admin.headers, good);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ verified: true, subscriptionId: 'sub_OWN123' });
    const plan = await app.inject({ url: `/api/v3/teams/${admin.team.id}/plan`, headers: admin.headers });
    expect(plan.json()).toMatchObject({
      paymentsEnabled: true,
      checkoutPlans: [{ id: 'plan_GROWTH1', name: 'Growth' }],
    });
  });

  it('refuses a malformed plan id and non-admins before calling the provider', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    expect((await post(app, 'utility/payments/create_subscription/bad%20id', admin.headers)).statusCode).toBe(
      400,
    );
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    expect((await post(app, 'utility/payments/create_subscription/plan_1', creator.headers)).statusCode).toBe(
      403,
    );
    expect((await post(app, 'utility/payments/create_subscription/plan_1', {})).statusCode).toBe(440);
  });
});

describe('staging/contactUsRequest', () => {
  it('keeps the request and mails every operator', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const res = await post(app, 'staging/contactUsRequest', admin.headers, {
      name: 'Asha Rao',
      email: 'asha@example.com',
      company: 'Acme',
      message: 'We need 500 seats.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().notified).toBe(2);
    const outbox = await app.db.query.outbox.findMany({
      where: (o, { eq }) => eq(o.subject, 'Contact request from Asha Rao'),
    });
    expect(outbox.map((m) => m.recipient).sort()).toEqual(['ops@example.com', 'sales@example.com']);
    expect(outbox[0]?.body).toContain('We need 500 seats.');
    expect(outbox[0]?.body).toContain(`Team: ${'name' in admin.team ? admin.team.name : ''}`);
  });

  it('rejects a malformed email and a missing session', async () => {
    const learner = await makeSignedInUser(app);
    const bad = await post(app, 'staging/contactUsRequest', learner.headers, {
      name: 'X',
      email: 'nope',
      message: 'Hi',
    });
    expect(bad.statusCode).toBe(400);
    const none = await post(
      app,
      'staging/contactUsRequest',
      {},
      { name: 'X', email: 'a@b.co', message: 'Hi' },
    );
    expect(none.statusCode).toBe(440);
  });
});
