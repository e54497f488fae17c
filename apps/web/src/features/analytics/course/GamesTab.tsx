import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCourseGames } from './api-tabs.ts';
import { CountChart, DeckCards } from './DeckBlocks.tsx';

/** Games: how many players reached each level at best, and the average level. */
export function GamesTab({ courseId }: { courseId: string }) {
  const { t } = useTranslation('courseAnalytics');
  const games = useCourseGames(courseId);
  return (
    <DeckCards query={games} empty={t('noGames')}>
      {(game) => (
        <>
          <Group mb="sm">
            <Text>{t('players', { count: game.players })}</Text>
            <Text>
              {t('averageLevel')}: {game.averageLevel ?? '–'}
            </Text>
          </Group>
          <CountChart
            title={t('levelsReached', { name: game.name })}
            labelHeader={t('level')}
            countHeader={t('learners')}
            bars={game.levels.map((l) => ({ label: t('levelLabel', { level: l.level }), count: l.learners }))}
          />
        </>
      )}
    </DeckCards>
  );
}
