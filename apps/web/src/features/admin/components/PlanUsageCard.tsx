import { type TeamAccount, usagePercent } from '@lp/shared/billing';
import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { useTeamBranding } from '../../teams/index.ts';
import { useTeamAccount } from '../api/plan.ts';
import { CouponForm } from './CouponForm.tsx';
import { PlanCheckout } from './PlanCheckout.tsx';

const MB = 1024 * 1024;

function UsageBar({
  label,
  used,
  limit,
  unit,
}: {
  label: string;
  used: number;
  limit: number | null;
  unit?: string;
}) {
  const { t } = useTranslation('admin');
  const percent = usagePercent(used, limit);
  const shown = (n: number) => (unit ? `${n} ${unit}` : String(n));
  const value =
    limit === null
      ? t('plan.ofUnlimited', { used: shown(used) })
      : t('plan.ofLimit', { used: shown(used), limit: shown(limit) });
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm">{value}</Text>
      </Group>
      <Progress
        value={limit === null ? 0 : percent}
        color={percent >= 100 ? 'red' : percent >= 80 ? 'orange' : undefined}
        aria-label={`${label}: ${value}`}
      />
    </div>
  );
}

/** The plan's fields and a bar per limit (SPEC §3 account plan), for the admin panel and /builder/account. */
export function PlanUsageView({ account }: { account: TeamAccount }) {
  const { t, i18n } = useTranslation('admin');
  const { plan, usage } = account;
  const spaceMb = Math.round((usage.spaceBytes / MB) * 10) / 10;
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('plan.title', { plan: plan.plan })}
          </Title>
          <Text size="sm">
            {plan.subscriptionEnd
              ? t('plan.subscriptionEnds', { date: formatDay(plan.subscriptionEnd, i18n.language) })
              : t('plan.noEnd')}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <UsageBar label={t('plan.users')} used={usage.users} limit={plan.maxUsers} />
          <UsageBar label={t('plan.courses')} used={usage.courses} limit={plan.maxCourses} />
          <UsageBar label={t('plan.space')} used={spaceMb} limit={plan.spaceLimitMb} unit="MB" />
          <UsageBar label={t('plan.contentPieces')} used={usage.contentPieces} limit={plan.contentPieces} />
        </SimpleGrid>
        <Text size="sm">{t('plan.aiCredits', { count: plan.aiCredits })}</Text>
      </Stack>
    </Paper>
  );
}

/** The signed-in admin's team plan by team name (/builder/account): usage, checkout and coupons. */
export function PlanUsageCard({ teamName }: { teamName: string }) {
  const branding = useTeamBranding(teamName).data;
  const account = useTeamAccount(branding?._id);
  if (account.error) return <QueryFailure error={account.error} />;
  if (!account.data) return null;
  return (
    <>
      <PlanUsageView account={account.data} />
      <PlanCheckout account={account.data} teamTitle={branding?.title ?? teamName} />
      <CouponForm />
    </>
  );
}
