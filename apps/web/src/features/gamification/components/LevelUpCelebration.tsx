import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { celebrate } from '../../../lib/celebrate.ts';
import { useDisplayNames } from '../../../lib/display-names.ts';
import { type MyProfile, useMyProfile } from '../api/gamification-api.ts';
import { BADGE_KEYFRAMES, RankBadge } from './RankBadge.tsx';

/** The localStorage key of the last level this device showed the learner. */
export const lastLevelKey = (userId: string) => `lp-last-level:${userId}`;
/** The localStorage key of the last stage this device showed the learner. */
export const lastStageKey = (userId: string) => `lp-last-stage:${userId}`;

/** What rose since this device last saw the learner's profile. */
export interface Rise {
  level: boolean;
  stage: boolean;
}

function rose(key: string, value: number): boolean {
  const known = Number(localStorage.getItem(key));
  localStorage.setItem(key, String(value));
  return Number.isInteger(known) && known > 0 && value > known;
}

/**
 * What to celebrate, once, when the profile's level or stage is above the last one known on this
 * device; the first visit only remembers them.
 */
export function useLevelUp(
  userId: string | undefined,
  profile: MyProfile | undefined,
): [Rise | null, () => void] {
  const [rise, setRise] = useState<Rise | null>(null);
  const level = profile?.level.level;
  const stage = profile?.stage.stage;
  useEffect(() => {
    if (!userId || level === undefined || stage === undefined) return;
    const next = { level: rose(lastLevelKey(userId), level), stage: rose(lastStageKey(userId), stage) };
    if (next.level || next.stage) setRise(next);
  }, [userId, level, stage]);
  return [rise, () => setRise(null)];
}

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

/**
 * Watches the signed-in learner's profile (refreshed after every push) and celebrates a new level
 * or stage wherever the learner is.
 */
export function LevelUpWatcher() {
  const userId = useAuthStore((state) => state.user?._id);
  const { data: profile } = useMyProfile(userId);
  const [rise, endCelebration] = useLevelUp(userId, profile);
  if (!rise || !profile) return null;
  return <LevelUpCelebration profile={profile} rise={rise} onClose={endCelebration} />;
}
