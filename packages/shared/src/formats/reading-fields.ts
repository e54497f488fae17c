import { z } from 'zod';

/** The fields the reading and commerce content schemas are made of, with messages a builder can act on. */

export const htmlSchema = z.string('Write the text').max(200_000, 'The text is too long');
export const shortText = (max = 200) => z.string().trim().max(max, `Keep this under ${max} characters`);
export const requiredText = (what: string, max = 200) =>
  z
    .string(`${what} is required`)
    .trim()
    .min(1, `${what} is required`)
    .max(max, `Keep this under ${max} characters`);

/** An image: an http(s) link or a path on this site (uploaded assets); the one rule of validation.ts. */
export { imageUrlSchema } from '../validation.ts';
/** A link a learner may open: http(s) only, never javascript: or data:. */
export const linkUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/[^\s]+$/i, 'Use a link that starts with https://');

/** A video embed from YouTube or Vimeo, the only players the server keeps. */
export const videoEmbedUrlSchema = linkUrlSchema.regex(
  /^https:\/\/(www\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com|vimeo\.com|player\.vimeo\.com)\//i,
  'Embed a YouTube or Vimeo link',
);

/** A calendar day, YYYY-MM-DD. */
export const isoDaySchema = z.iso.date('Use a date like 2026-05-01');
