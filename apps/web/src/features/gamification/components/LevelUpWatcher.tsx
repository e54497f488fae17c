import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { type MyProfile, useMyProfile } from '../api/gamification-api.ts';

// The dialog (a modal with its focus trap and scroll lock) loads with the first level or stage to
// celebrate, not with every screen of the shell.
const LevelUpCelebration = lazy(async () => ({
  default: (await import('./LevelUpCelebration.tsx')).LevelUpCelebration,
}));

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
 * Watches the signed-in learner's profile (refreshed after every push) and celebrates a new level
 * or stage wherever the learner is.
 */
export function LevelUpWatcher() {
  const userId = useAuthStore((state) => state.user?._id);
  const { data: profile } = useMyProfile(userId);
  const [rise, endCelebration] = useLevelUp(userId, profile);
  if (!rise || !profile) return null;
  return (
    <Suspense fallback={null}>
      <LevelUpCelebration profile={profile} rise={rise} onClose={endCelebration} />
    </Suspense>
  );
}
