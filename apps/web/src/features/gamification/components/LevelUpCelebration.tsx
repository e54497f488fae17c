import { Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconAward } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { celebrate } from '../../../lib/celebrate.ts';
import { useDisplayNames } from '../../../lib/display-names.ts';
import { type MyProfile, useMyProfile } from '../api/gamification-api.ts';

const KEYFRAMES = `
@keyframes lp-level-up-pop {
  0% { transform: scale(0.4) rotate(-20deg); opacity: 0; }
  60% { transform: scale(1.15) rotate(6deg); opacity: 1; }
  100% { transform: scale(1) rotate(0); opacity: 1; }
}`;

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

/** The new level's badge: its number on a medal, popping in unless motion is reduced. */
function LevelBadge({ level, animated }: { level: number; animated: boolean }) {
  return (
    <ThemeIcon
      size={96}
      radius={48}
      variant="gradient"
      gradient={{ from: 'yellow.5', to: 'orange.7', deg: 135 }}
      aria-hidden
      style={{
        animation: animated ? 'lp-level-up-pop 700ms ease-out both' : undefined,
        position: 'relative',
      }}
    >
      <IconAward size={56} />
      <Text
        fw={800}
        size="lg"
        c="white"
        style={{ position: 'absolute', bottom: 10, textShadow: '0 1px 2px rgba(0,0,0,.5)' }}
      >
        {level}
      </Text>
    </ThemeIcon>
  );
}

/**
 * A dialog for a new level or stage: the level's badge and name, the stage reached, and confetti.
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
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      withCloseButton={false}
      title={t('levelUp.title')}
      transitionProps={reduceMotion ? { duration: 0 } : undefined}
    >
      <Stack align="center" gap="sm" data-testid="level-up" data-animated={reduceMotion ? 'false' : 'true'}>
        {!reduceMotion && <style>{KEYFRAMES}</style>}
        <LevelBadge level={profile.level.level} animated={!reduceMotion} />
        <Title order={2} size="h3" ta="center">
          {t('levelUp.message', { level: profile.level.level, name: names.level(profile.level.name) })}
        </Title>
        {rise.stage && (
          <Text ta="center">{t('levelUp.stage', { name: names.stage(profile.stage.name) })}</Text>
        )}
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
