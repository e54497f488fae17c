import { type ContactUsBody, PLAN_MESSAGES, type VerifySubscriptionBody } from '@lp/shared/billing';
import type { Database } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { type DeliveryDeps, sendEmail } from '../notifications/delivery';
import type { PaymentProvider } from './payment-provider';
import * as repo from './payments.repo';

const paymentsOff = () => new HttpError(503, PLAN_MESSAGES.paymentsOff);

/** utility/payments/create_subscription/{planId}: starts a provider subscription for the team. */
export async function createSubscription(
  db: Database,
  provider: PaymentProvider | undefined,
  input: { teamId: string; userId: string; planId: string },
) {
  if (!provider) throw paymentsOff();
  const subscription = await provider.createSubscription(input.planId, {
    teamId: input.teamId,
    userId: input.userId,
  });
  await repo.insertSubscription(db, {
    teamId: input.teamId,
    provider: provider.name,
    providerPlanId: input.planId,
    providerSubscriptionId: subscription.id,
  });
  return {
    subscriptionId: subscription.id,
    provider: provider.name,
    keyId: provider.keyId,
    status: subscription.status,
  };
}

/**
 * utility/payments/verify_subscription: checks the provider's signature over the payment and a
 * subscription this team started (another team's subscription is 404), then records it.
 */
export async function verifySubscription(
  db: Database,
  provider: PaymentProvider | undefined,
  teamId: string,
  body: VerifySubscriptionBody,
) {
  if (!provider) throw paymentsOff();
  const row = await repo.findTeamSubscription(db, teamId, provider.name, body.razorpay_subscription_id);
  if (!row) throw notFound();
  const valid = provider.verifySubscriptionPayment({
    paymentId: body.razorpay_payment_id,
    subscriptionId: row.providerSubscriptionId,
    signature: body.razorpay_signature,
  });
  if (!valid) throw badRequest(PLAN_MESSAGES.paymentInvalid);
  await repo.markSubscriptionVerified(db, row.id, body.razorpay_payment_id);
  return { verified: true as const, subscriptionId: row.providerSubscriptionId };
}

/** staging/contactUsRequest: kept, and mailed to the operators. */
export async function contactUs(
  deps: DeliveryDeps,
  operatorEmails: string[],
  input: ContactUsBody & { teamId: string | null; teamName: string | null },
) {
  const { teamId, teamName, ...fields } = input;
  const row = await repo.insertContactRequest(deps.db, { ...fields, teamId });
  const recipients = operatorEmails.length > 0 ? operatorEmails : await repo.superAdminEmails(deps.db);
  const header = [
    `From: ${fields.name} <${fields.email}>`,
    fields.phone ? `Phone: ${fields.phone}` : '',
    fields.company ? `Company: ${fields.company}` : '',
    teamName ? `Team: ${teamName}` : '',
  ].filter(Boolean);
  const text = `${header.join('\n')}\n\n${fields.message}`;
  for (const to of recipients) {
    await sendEmail(deps, {
      teamId: null,
      to,
      subject: `Contact request from ${fields.name}`,
      text,
      meta: { contactRequestId: row.id },
    });
  }
  return { _id: row.id, notified: recipients.length };
}
