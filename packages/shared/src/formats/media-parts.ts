import { z } from 'zod';
import { ASSET_MIME_TYPES, SUBMISSION_KINDS, type SubmissionCategory } from '../assets.ts';
import { isWebOrSiteUrl } from '../validation.ts';
import { questionSchema } from './assessment.ts';

/**
 * Building blocks of the media, event and submission content schemas (formats/media.ts).
 * A media address is either an uploaded asset (a path on this server, e.g. /api/v3/files/...) or
 * an https address; plain http would be blocked as mixed content anyway.
 */
export const mediaUrlSchema = z.union(
  [
    z.url({ protocol: /^https$/, message: 'Use an https:// address' }),
    // A path of this site, by the same rule as image fields (no `//host`, backslash or control character).
    z
      .string()
      .refine(
        (value) => value.startsWith('/') && isWebOrSiteUrl(value),
        'Use an https:// address or an uploaded file',
      ),
  ],
  { error: 'Use an https:// address or an uploaded file' },
);

export const httpsUrlSchema = z.url({ protocol: /^https$/, message: 'Use an https:// address' });

const text = (max: number) => z.string().trim().max(max);

/** Seconds from the start of a recording. */
export const secondsSchema = z
  .number()
  .min(0)
  .max(24 * 3600);

/** Is this an IANA time zone the runtime knows (Europe/Berlin, Asia/Kolkata, UTC)? */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A webinar or an event: when (an instant, shown in its time zone), for how long, and where. */
export const scheduleFields = {
  title: text(200).min(1, 'Give it a title'),
  description: text(5000).default(''),
  /** The start as an ISO instant with offset, e.g. 2027-03-05T04:00:00.000Z. */
  startsAt: z.iso.datetime({ offset: true, message: 'Choose a start date and time' }),
  durationMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  /** The time zone the date and time are shown in, e.g. Asia/Kolkata. */
  timezone: z.string().refine(isTimeZone, 'Choose a valid time zone'),
};

/** Questions an interactive video may ask (the assessment question shapes that suit a pause). */
export const videoQuestionSchema = questionSchema.refine(
  (question) => question.type === 'single' || question.type === 'multiple' || question.type === 'truefalse',
  'A video question is single choice, multiple choice or true/false',
);

/**
 * When each question pauses the video. Kept apart from the questions, which keep exactly the quiz
 * shape the server records responses against (QUESTION_RESPONSE) and strips answer keys from.
 */
export const cueSchema = z.object({ questionId: z.string().min(1), at: secondsSchema });

/**
 * The file types each submission format may accept: those the server takes for its asset kind
 * (assets.ts). A deck's editor narrows them down, e.g. photos as JPEG or PNG only.
 */
export function submissionMimeTypes(format: SubmissionCategory): readonly string[] {
  return ASSET_MIME_TYPES[SUBMISSION_KINDS[format]];
}

export function submissionContentSchema(format: SubmissionCategory) {
  const mimeTypes = submissionMimeTypes(format);
  return z.object({
    instructions: text(5000).min(1, 'Tell learners what to submit'),
    accepted: z
      .array(z.string().refine((type) => mimeTypes.includes(type), 'This file type cannot be submitted here'))
      .min(1, 'Accept at least one kind of file')
      .refine((list) => new Set(list).size === list.length, 'List each file type once'),
  });
}

export const contentText = text;
