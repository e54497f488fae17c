import { z } from 'zod';
import type { FormatEntries } from './format-entry.ts';

/** The media formats: display name, Tabler icon name and content schema of each. */
export const mediaFormats = {
  video: { name: 'Video', icon: 'IconFile', contentSchema: z.looseObject({}) },
  interactivevideo: { name: 'Interactive video', icon: 'IconFile', contentSchema: z.looseObject({}) },
  reel: { name: 'Reel', icon: 'IconFile', contentSchema: z.looseObject({}) },
  podcast: { name: 'Podcast', icon: 'IconFile', contentSchema: z.looseObject({}) },
  playlist: { name: 'Playlist', icon: 'IconFile', contentSchema: z.looseObject({}) },
  webinar: { name: 'Webinar', icon: 'IconFile', contentSchema: z.looseObject({}) },
  event: { name: 'Event', icon: 'IconFile', contentSchema: z.looseObject({}) },
  document: { name: 'Document', icon: 'IconFile', contentSchema: z.looseObject({}) },
  downloadable: { name: 'Downloadable', icon: 'IconFile', contentSchema: z.looseObject({}) },
  documentsubmission: { name: 'Document submission', icon: 'IconFile', contentSchema: z.looseObject({}) },
  photosubmission: { name: 'Photo submission', icon: 'IconFile', contentSchema: z.looseObject({}) },
  videosubmission: { name: 'Video submission', icon: 'IconFile', contentSchema: z.looseObject({}) },
  iframe: { name: 'Webpage', icon: 'IconFile', contentSchema: z.looseObject({}) },
} satisfies FormatEntries;
