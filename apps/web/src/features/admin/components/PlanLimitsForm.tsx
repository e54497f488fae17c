import { type TeamAccount, teamPlanUpdateBodySchema } from '@lp/shared/billing';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useUpdatePlan } from '../api/plan.ts';

const LIMITS = ['maxUsers', 'maxCourses', 'spaceLimitMb', 'contentPieces'] as const;
type Limit = (typeof LIMITS)[number];
type Values = Record<Limit, number | string> & {
  plan: string;
  aiCredits: number | string;
  subscriptionEnd: string;
};

/** An empty field is unlimited. */
const limitOf = (value: number | string) => (value === '' ? null : Number(value));

/**
 * The plan's limits. An Admin may only cap them (the server refuses a raise); a SuperAdmin also
 * sets the plan name, the AI credits and the subscription end.
 */
export function PlanLimitsForm({ account, superAdmin }: { account: TeamAccount; superAdmin: boolean }) {
  const { t } = useTranslation('admin');
  const save = useUpdatePlan(account.teamId);
  const { plan } = account;
  const toBody = (v: Values) => ({
    ...Object.fromEntries(LIMITS.map((key) => [key, limitOf(v[key])])),
    ...(superAdmin
      ? {
          plan: v.plan,
          aiCredits: Number(v.aiCredits),
          subscriptionEnd: v.subscriptionEnd
            ? new Date(`${v.subscriptionEnd}T23:59:59Z`).toISOString()
            : null,
        }
      : {}),
  });
  const form = useSchemaForm({
    schema: teamPlanUpdateBodySchema,
    toBody,
    initialValues: {
      ...(Object.fromEntries(LIMITS.map((key) => [key, plan[key] ?? ''])) as Record<Limit, number | string>),
      plan: plan.plan,
      aiCredits: plan.aiCredits,
      subscriptionEnd: plan.subscriptionEnd?.slice(0, 10) ?? '',
    },
  });
  const submit = form.onSubmit((body) =>
    save.mutate(body, { onSuccess: () => notifySuccess(t('plan.saved')), onError: notifyError }),
  );
  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        <div>
          <Title order={2} size="h4">
            {t('plan.limitsTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {superAdmin ? t('plan.limitsIntroSuper') : t('plan.limitsIntroAdmin')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {LIMITS.map((key) => (
            <NumberInput
              key={key}
              label={t(`plan.limit.${key}`)}
              placeholder={t('plan.unlimited')}
              min={0}
              allowDecimal={false}
              {...form.getInputProps(key)}
            />
          ))}
        </SimpleGrid>
        {superAdmin && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('plan.name')} {...form.getInputProps('plan')} />
            <NumberInput
              label={t('plan.credits')}
              min={0}
              allowDecimal={false}
              {...form.getInputProps('aiCredits')}
            />
            <TextInput label={t('plan.end')} type="date" {...form.getInputProps('subscriptionEnd')} />
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
