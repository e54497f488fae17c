import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import type { Config } from '../../config';

export interface ProviderSubscription {
  id: string;
  status: string;
}

/** What the billing service needs of a payment provider; one real implementation (Razorpay). */
export interface PaymentProvider {
  readonly name: string;
  /** The public key the provider's browser checkout needs. */
  readonly keyId: string;
  createSubscription(planId: string, notes: Record<string, string>): Promise<ProviderSubscription>;
  /** True when the signature is the provider's for this payment of this subscription. */
  verifySubscriptionPayment(input: { paymentId: string; subscriptionId: string; signature: string }): boolean;
}

/**
 * Razorpay through its official SDK. Verification is the documented one: HMAC-SHA256 of
 * `payment_id|subscription_id` with the key secret, compared to razorpay_signature
 * (the SDK's validatePaymentVerification).
 */
export function razorpayProvider(keys: { keyId: string; keySecret: string }): PaymentProvider {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    name: 'razorpay',
    keyId: keys.keyId,
    async createSubscription(planId, notes) {
      const subscription = await client.subscriptions.create({
        plan_id: planId,
        total_count: 12,
        customer_notify: 1,
        notes,
      });
      return { id: subscription.id, status: subscription.status };
    },
    verifySubscriptionPayment({ paymentId, subscriptionId, signature }) {
      return validatePaymentVerification(
        { payment_id: paymentId, subscription_id: subscriptionId },
        signature,
        keys.keySecret,
      );
    },
  };
}

/** The configured provider, or undefined when payments are off (SPEC §1: off in the shown settings). */
export function paymentProviderOf(config: Pick<Config, 'payments'>): PaymentProvider | undefined {
  return config.payments ? razorpayProvider(config.payments) : undefined;
}
