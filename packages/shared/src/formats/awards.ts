import { awardContentSchema, leaderboardContentSchema, rewardContentSchema } from './award-content.ts';
import { certificateContentSchema } from './certificate.ts';
import type { FormatEntries } from './format-entry.ts';
import { scormContentSchema } from './scorm.ts';

/** The awards formats: display name, Tabler icon name and content schema of each. */
export const awardsFormats = {
  certificate: { name: 'Certificate', icon: 'IconCertificate', contentSchema: certificateContentSchema },
  badge: { name: 'Badge', icon: 'IconAward', contentSchema: awardContentSchema },
  medal: { name: 'Medal', icon: 'IconMedal', contentSchema: awardContentSchema },
  reward: { name: 'Reward', icon: 'IconGift', contentSchema: rewardContentSchema },
  leaderboard: { name: 'Leaderboard', icon: 'IconTrophy', contentSchema: leaderboardContentSchema },
  scorm: { name: 'SCORM', icon: 'IconPackage', contentSchema: scormContentSchema },
  scormexam: { name: 'SCORM exam', icon: 'IconPackage', contentSchema: scormContentSchema },
} satisfies FormatEntries;
