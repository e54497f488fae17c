import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ProgressBar.tsx';
import { useDisplayNames } from '../../../lib/display-names.ts';
import type { MyProfile } from '../api/gamification-api.ts';
import { levelProgress } from '../level-progress.ts';

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** The learner's level with the way to the next one, stage, points, rank and (when on) coins. */
export function LevelCard({ profile, showCoins }: { profile: MyProfile; showCoins: boolean }) {
  const { t } = useTranslation('gamification');
  const names = useDisplayNames();
  const progress = levelProgress(profile.points);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} size="h3" data-testid="my-level">
              {t('rewards.level', { level: profile.level.level, name: names.level(profile.level.name) })}
            </Title>
            <Text c="dimmed">{t('rewards.stage', { name: names.stage(profile.stage.name) })}</Text>
          </Group>
          <ProgressBar value={progress.percent} size="lg" radius="xl" label={t('rewards.levelProgress')} />
          <Text size="sm">
            {progress.next
              ? t('rewards.toNext', { remaining: progress.remaining, next: progress.next.level })
              : t('rewards.maxLevel')}
          </Text>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 2, sm: showCoins ? 3 : 2 }}>
        <Stat label={t('rewards.points')} value={profile.points} testId="my-points" />
        {showCoins && <Stat label={t('rewards.coins')} value={profile.coins ?? 0} testId="my-coins" />}
        <Stat label={t('rewards.rank')} value={profile.rank} testId="my-rank" />
      </SimpleGrid>
    </Stack>
  );
}
