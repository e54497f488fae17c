import type { VerifySubscriptionBody } from '@lp/shared/billing';

/** Razorpay's hosted checkout script: the browser side of the provider, loaded only when paying. */
const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayCheckout {
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

export class CheckoutDismissed extends Error {}

let loading: Promise<RazorpayConstructor> | undefined;
function loadRazorpay(): Promise<RazorpayConstructor> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (razorpay) resolve(razorpay);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Razorpay checkout could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Razorpay's checkout for a subscription the server created; resolves with the payment and
 * signature the server verifies (utility/payments/verify_subscription), rejects when closed.
 */
export async function openProviderCheckout(input: {
  provider: string;
  keyId: string;
  subscriptionId: string;
  title: string;
}): Promise<VerifySubscriptionBody> {
  if (input.provider !== 'razorpay') throw new Error(`Unknown payment provider: ${input.provider}`);
  const Razorpay = await loadRazorpay();
  return new Promise((resolve, reject) => {
    new Razorpay({
      key: input.keyId,
      subscription_id: input.subscriptionId,
      name: input.title,
      handler: (response: VerifySubscriptionBody) => resolve(response),
      modal: { ondismiss: () => reject(new CheckoutDismissed()) },
    }).open();
  });
}
