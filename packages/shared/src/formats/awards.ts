import { awardContentSchema, leaderboardContentSchema, rewardContentSchema } from './award-content.ts';
import { certificateContentSchema } from './certificate.ts';
import type { FormatEntries } from './format-entry.ts';
import { scormContentSchema } from './scorm.ts';

/** The awards formats: display name and content schema of each (icons: format-icons.ts). */
export const awardsFormats = {
  certificate: { name: 'Certificate', contentSchema: certificateContentSchema },
  badge: { name: 'Badge', contentSchema: awardContentSchema },
  medal: { name: 'Medal', contentSchema: awardContentSchema },
  reward: { name: 'Reward', contentSchema: rewardContentSchema },
  leaderboard: { name: 'Leaderboard', contentSchema: leaderboardContentSchema },
  scorm: { name: 'SCORM', contentSchema: scormContentSchema },
  scormexam: { name: 'SCORM exam', contentSchema: scormContentSchema },
} satisfies FormatEntries;
