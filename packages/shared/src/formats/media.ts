import { z } from 'zod';
import type { FormatEntries } from './format-entry.ts';
import {
  contentText,
  cueSchema,
  httpsUrlSchema,
  mediaUrlSchema,
  scheduleFields,
  secondsSchema,
  submissionContentSchema,
  videoQuestionSchema,
} from './media-parts.ts';

export * from './media-parts.ts';

/** A video file (an uploaded asset or an https file) or a YouTube / Vimeo page address. */
export const videoContentSchema = z.object({
  url: mediaUrlSchema,
  poster: mediaUrlSchema.optional(),
  description: contentText(5000).default(''),
});

export const interactiveVideoContentSchema = z
  .object({
    url: mediaUrlSchema,
    description: contentText(5000).default(''),
    questions: z.array(videoQuestionSchema).min(1, 'Add at least one question'),
    cues: z.array(cueSchema),
  })
  .superRefine((content, ctx) => {
    const ids = content.questions.map((q) => q.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: 'Question ids must be unique' });
    for (const id of ids) {
      if (content.cues.filter((cue) => cue.questionId === id).length !== 1)
        ctx.addIssue({ code: 'custom', message: 'Every question needs one time to appear', path: ['cues'] });
    }
    if (content.cues.some((cue) => !ids.includes(cue.questionId)))
      ctx.addIssue({ code: 'custom', message: 'A cue names an unknown question', path: ['cues'] });
  });

export const reelContentSchema = z.object({
  clips: z
    .array(z.object({ url: mediaUrlSchema, caption: contentText(300).default('') }))
    .min(1, 'Add at least one clip')
    .max(50),
});

export const podcastContentSchema = z.object({
  url: mediaUrlSchema,
  cover: mediaUrlSchema.optional(),
  description: contentText(5000).default(''),
  chapters: z
    .array(z.object({ title: contentText(200).min(1, 'Name every chapter'), at: secondsSchema }))
    .max(100),
});

export const playlistContentSchema = z.object({
  items: z
    .array(
      z.object({
        title: contentText(200).min(1, 'Name every item'),
        url: mediaUrlSchema,
        kind: z.enum(['video', 'audio']),
      }),
    )
    .min(1, 'Add at least one item')
    .max(100),
});

export const webinarContentSchema = z.object({ ...scheduleFields, joinUrl: httpsUrlSchema });

export const eventContentSchema = z.object({
  ...scheduleFields,
  location: contentText(300).min(1, 'Say where it takes place'),
  /** An optional page for the event (registration, live stream). */
  joinUrl: httpsUrlSchema.optional(),
});

export const documentContentSchema = z.object({
  url: mediaUrlSchema,
  description: contentText(5000).default(''),
});

export const downloadableContentSchema = z.object({
  url: mediaUrlSchema,
  fileName: contentText(200).min(1, 'Name the file'),
  /** PDFs are also shown page by page; other files are only offered for download. */
  isPdf: z.boolean().default(false),
  description: contentText(5000).default(''),
});

export const iframeContentSchema = z.object({
  url: httpsUrlSchema,
  title: contentText(200).min(1, 'Describe the page for screen readers'),
  /** Height of the frame in pixels. */
  height: z.number().int().min(200).max(2000).default(600),
});

export type VideoContent = z.infer<typeof videoContentSchema>;
export type InteractiveVideoContent = z.infer<typeof interactiveVideoContentSchema>;
export type ReelContent = z.infer<typeof reelContentSchema>;
export type PodcastContent = z.infer<typeof podcastContentSchema>;
export type PlaylistContent = z.infer<typeof playlistContentSchema>;
export type WebinarContent = z.infer<typeof webinarContentSchema>;
export type EventContent = z.infer<typeof eventContentSchema>;
export type DocumentContent = z.infer<typeof documentContentSchema>;
export type DownloadableContent = z.infer<typeof downloadableContentSchema>;
export type IframeContent = z.infer<typeof iframeContentSchema>;

/** The media formats: display name and content schema of each (icons: format-icons.ts). */
export const mediaFormats = {
  video: { name: 'Video', contentSchema: videoContentSchema },
  interactivevideo: {
    name: 'Interactive video',
    contentSchema: interactiveVideoContentSchema,
  },
  reel: { name: 'Reel', contentSchema: reelContentSchema },
  podcast: { name: 'Podcast', contentSchema: podcastContentSchema },
  playlist: { name: 'Playlist', contentSchema: playlistContentSchema },
  webinar: { name: 'Webinar', contentSchema: webinarContentSchema },
  event: { name: 'Event', contentSchema: eventContentSchema },
  document: { name: 'Document', contentSchema: documentContentSchema },
  downloadable: { name: 'Downloadable', contentSchema: downloadableContentSchema },
  documentsubmission: {
    name: 'Document submission',
    contentSchema: submissionContentSchema('documentsubmission'),
  },
  photosubmission: {
    name: 'Photo submission',
    contentSchema: submissionContentSchema('photosubmission'),
  },
  videosubmission: {
    name: 'Video submission',
    contentSchema: submissionContentSchema('videosubmission'),
  },
  iframe: { name: 'Webpage', contentSchema: iframeContentSchema },
} satisfies FormatEntries;
