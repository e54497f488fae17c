import { DEFAULT_FEATURES, type FeatureFlags, STAGES } from '@lp/shared/constants';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useDisplayNames } from '../../../lib/display-names.ts';

/** SPEC §2: the tier label shows only when more than one stage exists and stage display is on. */
export function tierLabelVisible(features: Pick<FeatureFlags, 'stageDisplay'>, stageCount: number): boolean {
  return features.stageDisplay && stageCount > 1;
}

/** Welcome title, the learner's tier and the context line of the home. */
export function HomeHeader({ features, compact }: { features: FeatureFlags | undefined; compact?: boolean }) {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const stage = STAGES.find((entry) => entry.stage === user?.stage) ?? STAGES[0];
  const names = useDisplayNames();
  const showTier = tierLabelVisible(features ?? DEFAULT_FEATURES, STAGES.length);
  return (
    <Stack gap={4}>
      <Group gap="sm" align="center">
        <Title order={1} size={compact ? 'h2' : undefined}>
          {t('home.welcome', { name: user?.first_name ?? '' })}
        </Title>
        {showTier && stage && (
          <Badge variant="light" size="lg" aria-label={t('home.tier', { name: names.stage(stage.name) })}>
            {t('home.tier', { name: names.stage(stage.name) })}
          </Badge>
        )}
      </Group>
      <Text c="dimmed">{t('home.context')}</Text>
    </Stack>
  );
}
