import { STAGES } from '@lp/shared/constants';
import { Text, ThemeIcon } from '@mantine/core';
import { IconAward, IconPlant2, IconSeedling, IconStarFilled, IconTrophy } from '@tabler/icons-react';

/** The pop-in of a new level's or stage's badge, left out when motion is reduced. */
export const BADGE_KEYFRAMES = `
@keyframes lp-level-up-pop {
  0% { transform: scale(0.4) rotate(-20deg); opacity: 0; }
  60% { transform: scale(1.15) rotate(6deg); opacity: 1; }
  100% { transform: scale(1) rotate(0); opacity: 1; }
}`;

/** SPEC §9 stages 1-4 (Newbie, Rookie, Player, Star): a sprout that grows into a star. */
const STAGE_ICONS = [IconSeedling, IconPlant2, IconTrophy, IconStarFilled] as const;

const BADGES = {
  level: { gradient: { from: 'yellow.5', to: 'orange.7', deg: 135 } },
  stage: { gradient: { from: 'grape.6', to: 'indigo.7', deg: 135 } },
} as const;

/**
 * A new level's or stage's badge: a medal (a level) or the stage's emblem (a stage) with its
 * number, popping in unless motion is reduced. Decorative: the dialog names what was reached.
 */
export function RankBadge({
  kind,
  number,
  animated,
}: {
  kind: 'level' | 'stage';
  number: number;
  animated: boolean;
}) {
  const Icon =
    kind === 'level' ? IconAward : (STAGE_ICONS[Math.min(number, STAGES.length) - 1] ?? IconSeedling);
  return (
    <ThemeIcon
      size={96}
      radius={48}
      variant="gradient"
      gradient={BADGES[kind].gradient}
      aria-hidden
      data-badge={kind}
      style={{
        animation: animated ? 'lp-level-up-pop 700ms ease-out both' : undefined,
        position: 'relative',
      }}
    >
      <Icon size={56} />
      <Text
        fw={800}
        size="lg"
        c="white"
        style={{ position: 'absolute', bottom: 10, textShadow: '0 1px 2px rgba(0,0,0,.5)' }}
      >
        {number}
      </Text>
    </ThemeIcon>
  );
}
