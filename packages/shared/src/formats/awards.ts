import { z } from 'zod';
import type { FormatEntries } from './format-entry.ts';

/** The awards formats: display name, Tabler icon name and content schema of each. */
export const awardsFormats = {
  certificate: { name: 'Certificate', icon: 'IconFile', contentSchema: z.looseObject({}) },
  badge: { name: 'Badge', icon: 'IconFile', contentSchema: z.looseObject({}) },
  medal: { name: 'Medal', icon: 'IconFile', contentSchema: z.looseObject({}) },
  reward: { name: 'Reward', icon: 'IconFile', contentSchema: z.looseObject({}) },
  leaderboard: { name: 'Leaderboard', icon: 'IconFile', contentSchema: z.looseObject({}) },
  scorm: { name: 'SCORM', icon: 'IconFile', contentSchema: z.looseObject({}) },
  scormexam: { name: 'SCORM exam', icon: 'IconFile', contentSchema: z.looseObject({}) },
} satisfies FormatEntries;
