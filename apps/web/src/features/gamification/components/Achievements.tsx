import { Avatar, Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAward, IconCertificate, IconGift, IconMedal, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/TitledSection.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import type { MyProfile } from '../api/gamification-api.ts';

type Kind = MyProfile['achievements'][number]['kind'];
const ICONS: Record<Kind, typeof IconAward> = {
  badge: IconAward,
  medal: IconMedal,
  certificate: IconCertificate,
  collectible: IconStar,
  reward: IconGift,
};

/** Badges, medals, certificates, collectibles and rewards the learner has earned. */
export function Achievements({ achievements }: { achievements: MyProfile['achievements'] }) {
  const { t, i18n } = useTranslation('gamification');
  return (
    <TitledSection id="achievements-title" title={t('rewards.achievements')}>
      {achievements.length === 0 ? (
        <Text c="dimmed">{t('rewards.noAchievements')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {achievements.map((achievement) => {
            const Icon = ICONS[achievement.kind];
            return (
              <Paper component="li" key={achievement._id} withBorder p="sm" radius="md">
                <Stack align="center" gap={4}>
                  <Avatar src={achievement.image} size="lg" radius="xl" alt="">
                    <Icon size={28} aria-hidden />
                  </Avatar>
                  <Text fw={600} ta="center">
                    {achievement.title}
                  </Text>
                  <Badge variant="light" tt="none">
                    {t(`rewards.kinds.${achievement.kind}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatDay(achievement.awardedAt, i18n.language)}
                  </Text>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </TitledSection>
  );
}
