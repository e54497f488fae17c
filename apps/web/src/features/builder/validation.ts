import type { TFunction } from 'i18next';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** Fields whose rule the builder explains in its own words (translated); others show zod's message. */
const FIELD_MESSAGES: Record<string, string> = {
  name: 'validation.nameRequired',
  priority: 'validation.priority',
  'settings.vintageDays': 'validation.wholeNumber',
  'settings.notifications.reminderAfterDays': 'validation.wholeNumber',
  'settings.notifications.reminderMaxTimes': 'validation.wholeNumber',
  'settings.maxPoints': 'validation.wholeNumber',
  'settings.questionTimerSeconds': 'validation.wholeNumber',
  'settings.questionsPerQuiz': 'validation.wholeNumber',
  'settings.attemptsAllowed': 'validation.wholeNumber',
  'settings.passingPercentage': 'validation.percentage',
  'settings.timing.start': 'validation.date',
  'settings.timing.end': 'validation.date',
  image: 'validation.link',
  link: 'validation.link',
  title: 'validation.nameRequired',
  first_name: 'validation.nameRequired',
  'colors.main': 'validation.color',
  'colors.primary': 'validation.color',
  'colors.primaryText': 'validation.color',
  'theme.main': 'validation.color',
  'theme.primary': 'validation.color',
  'theme.primaryText': 'validation.color',
};

/** One message per field path (`settings.vintageDays`) from a failed zod parse. */
export function fieldErrors(error: z.ZodError, t: TFunction<'builder'>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (errors[path]) continue;
    const key = FIELD_MESSAGES[path];
    errors[path] = key ? t(key as 'validation.wholeNumber') : issue.message;
  }
  return errors;
}

/** A NumberInput's value as a number; '' (cleared) becomes NaN so the schema rejects it. */
export const numberValue = (value: string | number): number =>
  typeof value === 'number' ? value : Number.NaN;
