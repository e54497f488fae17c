import { Alert, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useTeamBranding } from '../../teams/index.ts';
import { useMyProfile } from '../api/gamification-api.ts';
import { Achievements } from '../components/Achievements.tsx';
import { LevelCard } from '../components/LevelCard.tsx';
import { LevelUpWatcher } from '../components/LevelUpWatcher.tsx';
import { RedemptionHistory } from '../components/RedemptionHistory.tsx';
import { RewardsCatalog } from '../components/RewardsCatalog.tsx';

/** SPEC §2 rewards: level, stage, points, coins (when on), achievements, the catalog and redemptions. */
function RewardsView() {
  const { t } = useTranslation('gamification');
  const user = useAuthStore((state) => state.user);
  const profileQuery = useMyProfile(user?._id);
  const branding = useTeamBranding(user?.team);
  if (profileQuery.isPending || (branding.isPending && branding.fetchStatus !== 'idle'))
    return <LoadingScreen />;
  if (profileQuery.isError) return <QueryFailure error={profileQuery.error} />;
  const profile = profileQuery.data;
  const coinsOn = branding.data?.features?.coins ?? false;
  // SPEC §9 medals flag: while off, medals are not shown (the server leaves them out too).
  const medalsOn = branding.data?.features?.medals ?? true;
  const achievements = profile.achievements.filter((a) => a.kind !== 'medal' || medalsOn);

  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        {t('rewards.title')}
      </Title>
      <LevelCard profile={profile} showCoins={coinsOn} />
      <Achievements achievements={achievements} />
      {coinsOn && user ? (
        <>
          <RewardsCatalog userId={user._id} coins={profile.coins ?? 0} />
          <RedemptionHistory userId={user._id} />
        </>
      ) : (
        <Alert color="gray">{t('rewards.coinsOff')}</Alert>
      )}
    </Stack>
  );
}

/** /app/rewards, inside the shell. */
export function RewardsPage() {
  return <RewardsView />;
}

/** /view/rewards: the same screen without the shell (for embedding). */
export function IsolatedRewardsPage() {
  return (
    <Container size="lg" py="md">
      <LevelUpWatcher />
      <RewardsView />
    </Container>
  );
}
