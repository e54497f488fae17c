import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { celebrate } from '../../../lib/celebrate.ts';
import { useDisplayNames } from '../../../lib/display-names.ts';
import type { MyProfile } from '../api/gamification-api.ts';
import type { Rise } from './LevelUpWatcher.tsx';
import { BADGE_KEYFRAMES, RankBadge } from './RankBadge.tsx';

/**
 * A dialog for a new level or stage, with confetti. A new stage is the bigger moment: its emblem
 * and name lead, and a level reached with it follows; a new level alone shows its medal and name.
 * With reduced motion the same dialog shows without animation or confetti.
 */
export function LevelUpCelebration({
  profile,
  rise,
  onClose,
}: {
  profile: MyProfile;
  rise: Rise;
  onClose: () => void;
}) {
  const { t } = useTranslation('gamification');
  const names = useDisplayNames();
  const reduceMotion = useReducedMotion();
  useEffect(() => {
    if (!reduceMotion) celebrate('big');
  }, [reduceMotion]);
  const moment = rise.stage ? 'stage' : 'level';
  const stageReached = t('levelUp.stage', { name: names.stage(profile.stage.name) });
  const levelReached = t('levelUp.message', {
    level: profile.level.level,
    name: names.level(profile.level.name),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      withCloseButton={false}
      title={moment === 'stage' ? t('levelUp.stageTitle') : t('levelUp.title')}
      transitionProps={reduceMotion ? { duration: 0 } : undefined}
    >
      <Stack
        align="center"
        gap="sm"
        data-testid="level-up"
        data-moment={moment}
        data-animated={reduceMotion ? 'false' : 'true'}
      >
        {!reduceMotion && <style>{BADGE_KEYFRAMES}</style>}
        <RankBadge
          kind={moment}
          number={moment === 'stage' ? profile.stage.stage : profile.level.level}
          animated={!reduceMotion}
        />
        <Title order={2} size="h3" ta="center">
          {moment === 'stage' ? stageReached : levelReached}
        </Title>
        {moment === 'stage' && rise.level && <Text ta="center">{levelReached}</Text>}
        <Text c="dimmed" ta="center" size="sm">
          {profile.level.nextAt === null
            ? t('levelUp.top')
            : t('levelUp.next', { points: profile.level.nextAt - profile.points })}
        </Text>
        <Button onClick={onClose} data-autofocus>
          {t('levelUp.close')}
        </Button>
      </Stack>
    </Modal>
  );
}
