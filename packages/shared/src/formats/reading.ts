import { z } from 'zod';
import type { FormatEntries } from './format-entry.ts';

/** The reading formats: display name, Tabler icon name and content schema of each. */
const htmlContentSchema = z.object({ html: z.string().max(200_000) });

export const readingFormats = {
  article: { name: 'Article', icon: 'IconArticle', contentSchema: htmlContentSchema },
  story: {
    name: 'Story',
    icon: 'IconSlideshow',
    contentSchema: z.object({
      slides: z.array(z.object({ title: z.string(), text: z.string() })).min(1),
    }),
  },
  listicle: { name: 'Listicle', icon: 'IconFile', contentSchema: z.looseObject({}) },
  infographic: { name: 'Infographic', icon: 'IconFile', contentSchema: z.looseObject({}) },
  gallery: { name: 'Gallery', icon: 'IconFile', contentSchema: z.looseObject({}) },
  faq: {
    name: 'FAQ',
    icon: 'IconHelp',
    contentSchema: z.object({
      items: z.array(z.object({ question: z.string().min(1), answer: z.string() })).min(1),
    }),
  },
  news: { name: 'News', icon: 'IconNews', contentSchema: htmlContentSchema },
  guidelines: { name: 'Guidelines', icon: 'IconFile', contentSchema: z.looseObject({}) },
  spotlight: { name: 'Spotlight', icon: 'IconFile', contentSchema: z.looseObject({}) },
  dialogue: { name: 'Dialogue', icon: 'IconFile', contentSchema: z.looseObject({}) },
  meme: { name: 'Meme', icon: 'IconFile', contentSchema: z.looseObject({}) },
  htmldeck: { name: 'HTML deck', icon: 'IconFile', contentSchema: z.looseObject({}) },
  qdf: { name: 'QDF', icon: 'IconFile', contentSchema: z.looseObject({}) },
  recommendation: { name: 'Recommendation', icon: 'IconFile', contentSchema: z.looseObject({}) },
  course: { name: 'Course', icon: 'IconFile', contentSchema: z.looseObject({}) },
} satisfies FormatEntries;
