import type { TeamAccount } from '@lp/shared/billing';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCreateSubscription, useVerifySubscription } from '../api/payments.ts';
import { CheckoutDismissed, openProviderCheckout } from '../checkout/razorpay-checkout.ts';

type Outcome = { ok: boolean; text: string } | null;

/**
 * Choosing a plan: the server starts a subscription (or says payments are not configured), the
 * provider's checkout takes the payment, and the server verifies its signature.
 */
export function PlanCheckout({ account, teamTitle }: { account: TeamAccount; teamTitle: string }) {
  const { t } = useTranslation('admin');
  const plans = account.checkoutPlans;
  const [planId, setPlanId] = useState<string | null>(plans[0]?.id ?? null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const create = useCreateSubscription();
  const verify = useVerifySubscription();
  const failed = (error: unknown) =>
    setOutcome({
      ok: false,
      text:
        error instanceof ApiClientError && error.fromServer
          ? errorMessage(error, t('checkout.failed'))
          : t('checkout.failed'),
    });

  const subscribe = async () => {
    if (!planId) return;
    setOutcome(null);
    try {
      const subscription = await create.mutateAsync(planId);
      const payment = await openProviderCheckout({ ...subscription, title: teamTitle });
      await verify.mutateAsync(payment);
      setOutcome({ ok: true, text: t('checkout.verified') });
    } catch (error) {
      if (error instanceof CheckoutDismissed) setOutcome({ ok: false, text: t('checkout.cancelled') });
      else failed(error);
    }
  };

  return (
    <Paper withBorder p="lg">
      <Stack>
        <div>
          <Title order={2} size="h4">
            {t('checkout.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('checkout.current', { plan: account.plan.plan })}
          </Text>
        </div>
        {plans.length === 0 ? (
          <Text size="sm">{t('checkout.none')}</Text>
        ) : (
          <Group align="flex-end">
            <Select
              label={t('checkout.plan')}
              data={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
              value={planId}
              onChange={setPlanId}
              allowDeselect={false}
            />
            <Button onClick={() => void subscribe()} loading={create.isPending || verify.isPending}>
              {t('checkout.subscribe')}
            </Button>
          </Group>
        )}
        {outcome && (
          <Alert color={outcome.ok ? 'green' : 'red'} role="status">
            {outcome.text}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
