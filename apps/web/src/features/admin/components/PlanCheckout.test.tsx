import { DEFAULT_PLAN, PLAN_MESSAGES } from '@lp/shared/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { markSessionVerified } from '../../../lib/session.ts';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import { CheckoutDismissed, openProviderCheckout } from '../checkout/razorpay-checkout.ts';

// The provider's checkout script comes from the internet: the tests stand in for the provider.
vi.mock('../checkout/razorpay-checkout.ts', async (original) => ({
  ...(await original<typeof import('../checkout/razorpay-checkout.ts')>()),
  openProviderCheckout: vi.fn(),
}));

const FIRST_RENDER = { timeout: 12_000 };
const branding = makeBranding();
const account = (paymentsEnabled: boolean) => ({
  teamId: branding._id,
  plan: { ...DEFAULT_PLAN },
  usage: { users: 3, courses: 1, spaceBytes: 0, contentPieces: 0 },
  paymentsEnabled,
  checkoutPlans: [
    { id: 'plan_GROWTH1', name: 'Growth' },
    { id: 'plan_ENTER1', name: 'Enterprise' },
  ],
});
const CREATE = 'POST utility/payments/create_subscription/plan_GROWTH1';
const VERIFY = 'POST utility/payments/verify_subscription';
const payment = {
  razorpay_payment_id: 'pay_1',
  razorpay_subscription_id: 'sub_1',
  razorpay_signature: 'a'.repeat(64),
};

function signInAdmin() {
  const token = makeToken();
  const license = {
    termsAccepted: true,
    license_type: 'Admin' as const,
    license_name: 'Admin',
    isManager: false,
  };
  useAuthStore.getState().login(makeUser({ license }), token);
  markSessionVerified(token);
}

async function subscribe(routes: Parameters<typeof mockApi>[0], paymentsEnabled = true) {
  signInAdmin();
  const fetchMock = mockApi({
    'GET teams/fetch/demo': jsonResponse(branding),
    [`GET teams/${branding._id}/plan`]: jsonResponse(account(paymentsEnabled)),
    ...routes,
  });
  renderApp('/builder/account');
  await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }, FIRST_RENDER));
  return fetchMock;
}

describe('/builder/account plan checkout', () => {
  it("shows the server's message when payments are not configured", async () => {
    const fetchMock = await subscribe(
      { [CREATE]: jsonResponse({ message: PLAN_MESSAGES.paymentsOff }, { status: 503 }) },
      false,
    );
    expect(await screen.findByText(PLAN_MESSAGES.paymentsOff)).toBeTruthy();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(1);
    expect(openProviderCheckout).not.toHaveBeenCalled();
  });

  it("starts the subscription, takes the provider's payment and has the server verify it", async () => {
    vi.mocked(openProviderCheckout).mockResolvedValueOnce(payment);
    const fetchMock = await subscribe({
      [CREATE]: jsonResponse(
        { subscriptionId: 'sub_1', provider: 'razorpay', keyId: 'rzp_test', status: 'created' },
        { status: 201 },
      ),
      [VERIFY]: jsonResponse({ verified: true, subscriptionId: 'sub_1' }),
    });
    expect(await screen.findByText('Payment received. Your subscription is active.')).toBeTruthy();
    expect(openProviderCheckout).toHaveBeenCalledWith(
      expect.objectContaining({ keyId: 'rzp_test', subscriptionId: 'sub_1', provider: 'razorpay' }),
    );
    const [, init] = callsTo(fetchMock, VERIFY)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual(payment);
  });

  it('says so when the payer closes the checkout, and verifies nothing', async () => {
    vi.mocked(openProviderCheckout).mockRejectedValueOnce(new CheckoutDismissed());
    const fetchMock = await subscribe({
      [CREATE]: jsonResponse(
        { subscriptionId: 'sub_2', provider: 'razorpay', keyId: 'rzp_test', status: 'created' },
        { status: 201 },
      ),
    });
    expect(await screen.findByText('The payment was cancelled.')).toBeTruthy();
    expect(callsTo(fetchMock, VERIFY)).toHaveLength(0);
  });

  it('checks and validates coupons with the SPEC §8 texts', async () => {
    signInAdmin();
    mockApi({
      'GET teams/fetch/demo': jsonResponse(branding),
      [`GET teams/${branding._id}/plan`]: jsonResponse(account(false)),
      'GET utility/coupon/check/NOPE': jsonResponse({ message: 'Not found' }, { status: 404 }),
      'GET utility/coupon/check/DOWN': new Response('', { status: 500 }),
      'POST coupon/validate': (init) =>
        JSON.parse(String(init?.body)).code === 'GOOD'
          ? jsonResponse({ code: 'GOOD', type: 'percent', value: 10, message: '' })
          : new Response('', { status: 500 }),
    });
    renderApp('/builder/account');
    const code = await screen.findByRole('textbox', { name: 'Coupon code' }, FIRST_RENDER);
    const outcome = async (button: string, value: string) => {
      await userEvent.clear(code);
      await userEvent.type(code, value);
      await userEvent.click(screen.getByRole('button', { name: button }));
      return waitFor(() => {
        const status = screen.getAllByRole('status').find((el) => el.closest('form'));
        expect(status).toBeTruthy();
        return within(status as HTMLElement);
      });
    };
    expect((await outcome('Check', 'NOPE')).getByText('Invalid coupon code')).toBeTruthy();
    expect(await (await outcome('Check', 'DOWN')).findByText('Error verifying coupon')).toBeTruthy();
    expect(await (await outcome('Validate', 'BAD')).findByText('Error validating coupon')).toBeTruthy();
    expect(
      await (await outcome('Validate', 'GOOD')).findByText('Coupon is valid for this plan!'),
    ).toBeTruthy();
  });
});
