import { CloseButton, Group, Paper, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconConfetti } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const CELEBRATION_MS = 6000;

const KEYFRAMES = `
@keyframes lp-level-up-pop {
  0% { transform: scale(0.6); opacity: 0; }
  60% { transform: scale(1.08); opacity: 1; }
  100% { transform: scale(1); opacity: 1; }
}
@keyframes lp-level-up-spark {
  0% { transform: translateY(0) rotate(0deg); opacity: 1; }
  100% { transform: translateY(-2.5rem) rotate(200deg); opacity: 0; }
}`;

const SPARKS = ['#f59f00', '#e64980', '#4c6ef5', '#12b886', '#fab005', '#7950f2'];

/** The localStorage key of the last level this device showed the learner. */
export const lastLevelKey = (userId: string) => `lp-last-level:${userId}`;

/**
 * True once when the profile's level is above the last one known on this device; the first visit
 * only remembers the level.
 */
export function useLevelUp(userId: string | undefined, level: number | undefined): [boolean, () => void] {
  const [celebrate, setCelebrate] = useState(false);
  useEffect(() => {
    if (!userId || level === undefined) return;
    const key = lastLevelKey(userId);
    const known = Number(localStorage.getItem(key));
    if (Number.isInteger(known) && known > 0 && level > known) setCelebrate(true);
    localStorage.setItem(key, String(level));
  }, [userId, level]);
  return [celebrate, () => setCelebrate(false)];
}

/** A short celebration of a new level; with reduced motion, the same message without animation. */
export function LevelUpCelebration({
  level,
  name,
  onClose,
}: {
  level: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('gamification');
  const reduceMotion = useReducedMotion();
  useEffect(() => {
    const timer = window.setTimeout(onClose, CELEBRATION_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);

  return (
    <Paper
      role="status"
      data-testid="level-up"
      data-animated={reduceMotion ? 'false' : 'true'}
      withBorder
      shadow="md"
      p="md"
      radius="lg"
      style={{
        position: 'relative',
        overflow: 'hidden',
        animation: reduceMotion ? undefined : 'lp-level-up-pop 600ms ease-out both',
      }}
    >
      {!reduceMotion && <style>{KEYFRAMES}</style>}
      {!reduceMotion &&
        SPARKS.map((color, i) => (
          <span
            key={color}
            aria-hidden
            style={{
              position: 'absolute',
              bottom: 8,
              left: `${10 + i * 15}%`,
              width: 10,
              height: 10,
              borderRadius: 2,
              background: color,
              animation: `lp-level-up-spark 1200ms ease-out ${i * 120}ms 2 both`,
            }}
          />
        ))}
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group wrap="nowrap" gap="sm">
          <IconConfetti size={36} aria-hidden />
          <div>
            <Title order={2} size="h3">
              {t('levelUp.title')}
            </Title>
            <Text>{t('levelUp.message', { level, name })}</Text>
          </div>
        </Group>
        <CloseButton aria-label={t('levelUp.close')} onClick={onClose} />
      </Group>
    </Paper>
  );
}
