import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

/** Course, exam and contest settings (SPEC §3). */
export const courseSettingsSchema = z.object({
  theme: z.enum(['formal', 'standard', 'animated']),
  sequential: z.boolean(),
  timing: z.object({ start: z.iso.datetime().nullable(), end: z.iso.datetime().nullable() }),
  vintageDays: z.number().int().min(0),
  notifications: z.object({
    enrolment: z.boolean(),
    reminderAfterDays: z.number().int().min(0),
    reminderMaxTimes: z.number().int().min(0),
  }),
  language: z.enum(LANGUAGES),
  isPublic: z.boolean(),
  teamSelfEnrolment: z.boolean(),
});
export type CourseSettings = z.infer<typeof courseSettingsSchema>;

export const DEFAULT_COURSE_SETTINGS: CourseSettings = {
  theme: 'standard',
  sequential: false,
  timing: { start: null, end: null },
  vintageDays: 0,
  notifications: { enrolment: true, reminderAfterDays: 0, reminderMaxTimes: 0 },
  language: 'en',
  isPublic: false,
  teamSelfEnrolment: true,
};

/** Deck settings (SPEC §3); 0 means unlimited for the timer, questions per quiz and attempts. */
export const deckSettingsSchema = z.object({
  maxPoints: z.number().int().min(0),
  questionTimerSeconds: z.number().int().min(0),
  passingPercentage: z.number().min(0).max(100),
  questionsPerQuiz: z.number().int().min(0),
  shuffle: z.boolean(),
  finalExam: z.boolean(),
  proctor: z.boolean(),
  feedback: z.boolean(),
  navigation: z.boolean(),
  menu: z.boolean(),
  voiceovers: z.boolean(),
  skipping: z.boolean(),
  attemptsAllowed: z.number().int().min(0),
});
export type DeckSettings = z.infer<typeof deckSettingsSchema>;

export const DEFAULT_DECK_SETTINGS: DeckSettings = {
  maxPoints: 100,
  questionTimerSeconds: 0,
  passingPercentage: 60,
  questionsPerQuiz: 0,
  shuffle: false,
  finalExam: false,
  proctor: false,
  feedback: true,
  navigation: true,
  menu: true,
  voiceovers: true,
  skipping: false,
  attemptsAllowed: 0,
};

/** Article settings (SPEC §3). */
export const articleSettingsSchema = z.object({
  allowSharing: z.boolean(),
  cleanView: z.boolean(),
  interactions: z.boolean(),
});
export type ArticleSettings = z.infer<typeof articleSettingsSchema>;

export const DEFAULT_ARTICLE_SETTINGS: ArticleSettings = {
  allowSharing: true,
  cleanView: false,
  interactions: true,
};

export const COURSE_KINDS = ['course', 'exam', 'contest'] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];
