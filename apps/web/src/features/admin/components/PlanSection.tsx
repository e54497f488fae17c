import { can } from '@lp/shared/permissions';
import { Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useTeamBranding } from '../../teams/index.ts';
import { useTeamAccount } from '../api/plan.ts';
import { ContactUsForm } from './ContactUsForm.tsx';
import { CouponForm } from './CouponForm.tsx';
import { PlanCheckout } from './PlanCheckout.tsx';
import { PlanLimitsForm } from './PlanLimitsForm.tsx';
import { PlanUsageView } from './PlanUsageCard.tsx';

/** The account plan of a team: usage bars, limits, coupons and a request to the operators. */
export function PlanSection({ teamName }: { teamName: string }) {
  const { t } = useTranslation('admin');
  const user = useAuthStore((state) => state.user);
  const branding = useTeamBranding(teamName);
  const account = useTeamAccount(branding.data?._id);
  const error = branding.error ?? account.error;
  if (error) return <QueryFailure error={error} />;
  if (!account.data) return <Loader aria-label={t('loading')} />;
  const superAdmin = can(user, 'teams.manage');
  return (
    <Stack>
      <PlanUsageView account={account.data} />
      <PlanLimitsForm
        key={JSON.stringify(account.data.plan)}
        account={account.data}
        superAdmin={superAdmin}
      />
      {teamName === user?.team && (
        <PlanCheckout account={account.data} teamTitle={branding.data?.title ?? teamName} />
      )}
      {teamName === user?.team && <CouponForm />}
      {teamName === user?.team && <ContactUsForm />}
    </Stack>
  );
}
