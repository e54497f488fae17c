import { z } from 'zod';
import { assessmentContentSchema } from './assessment.ts';
import type { FormatEntries } from './format-entry.ts';

/** The interactive formats: display name, Tabler icon name and content schema of each. */
export const interactiveFormats = {
  assessment: { name: 'Assessment', icon: 'IconChecklist', contentSchema: assessmentContentSchema },
  game: { name: 'Game', icon: 'IconFile', contentSchema: z.looseObject({}) },
  challenge: { name: 'Challenge', icon: 'IconFile', contentSchema: z.looseObject({}) },
  survey: { name: 'Survey', icon: 'IconFile', contentSchema: z.looseObject({}) },
  poll: { name: 'Poll', icon: 'IconFile', contentSchema: z.looseObject({}) },
  rating: { name: 'Rating', icon: 'IconFile', contentSchema: z.looseObject({}) },
  profiler: { name: 'Profiler', icon: 'IconFile', contentSchema: z.looseObject({}) },
  recommender: { name: 'Recommender', icon: 'IconFile', contentSchema: z.looseObject({}) },
  flashcards: { name: 'Flashcards', icon: 'IconFile', contentSchema: z.looseObject({}) },
  scratchcards: { name: 'Scratch cards', icon: 'IconFile', contentSchema: z.looseObject({}) },
  scratchcard: { name: 'Scratch card', icon: 'IconFile', contentSchema: z.looseObject({}) },
  checklist: { name: 'Checklist', icon: 'IconFile', contentSchema: z.looseObject({}) },
  calculator: { name: 'Calculator', icon: 'IconFile', contentSchema: z.looseObject({}) },
} satisfies FormatEntries;
