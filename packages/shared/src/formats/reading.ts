import { z } from 'zod';
import { baseReaderType } from '../progress/reader-types.ts';
import type { FormatEntries } from './format-entry.ts';
import {
  htmlSchema,
  imageUrlSchema,
  isoDaySchema,
  requiredText,
  shortText,
  videoEmbedUrlSchema,
} from './reading-fields.ts';
import { dialogueContentSchema, qdfContentSchema } from './reading-flows.ts';

/**
 * The reading formats: display name and content schema of each (icons: format-icons.ts).
 * Every rich-text field is named `html` (at any depth) so the server can sanitize it before storing.
 */

/** An image needs a description for learners who cannot see it. */
const describedImage = { image: imageUrlSchema, alt: requiredText('A description of the image', 300) };

export const faqItemSchema = z.object({
  question: requiredText('Every question', 300),
  answer: z.string().max(5000),
});

export const articleContentSchema = z.object({
  html: htmlSchema,
  coverImage: imageUrlSchema.optional(),
  embeds: z
    .array(z.object({ url: videoEmbedUrlSchema, title: requiredText('Every video title') }))
    .max(10)
    .optional(),
});

export const newsContentSchema = z.object({
  html: htmlSchema,
  image: imageUrlSchema.optional(),
  publishedOn: isoDaySchema.optional(),
  source: shortText().optional(),
});

export const storyContentSchema = z.object({
  slides: z
    .array(
      z.object({ title: z.string(), text: z.string(), image: imageUrlSchema.optional() }),
      'Add at least one slide',
    )
    .min(1, 'Add at least one slide'),
});

export const listicleContentSchema = z.object({
  intro: shortText(1000).optional(),
  items: z
    .array(
      z.object({
        title: requiredText('Every item title'),
        text: z.string().max(5000),
        image: imageUrlSchema.optional(),
      }),
      'Add at least one item',
    )
    .min(1, 'Add at least one item'),
});

export const infographicContentSchema = z
  .object({
    title: shortText().optional(),
    image: imageUrlSchema.optional(),
    alt: shortText(300).optional(),
    sections: z
      .array(
        z.object({
          stat: requiredText('Every stat', 40),
          label: requiredText('Every label'),
          description: shortText(500).optional(),
        }),
      )
      .max(30)
      .default([]),
  })
  .refine((value) => value.image !== undefined || value.sections.length > 0, {
    message: 'Add a tall image or at least one stat',
    path: ['sections'],
  })
  .refine((value) => value.image === undefined || (value.alt ?? '').length > 0, {
    message: 'A description of the image is required',
    path: ['alt'],
  });

export const galleryContentSchema = z.object({
  images: z
    .array(z.object({ ...describedImage, caption: shortText(300).optional() }), 'Add at least one image')
    .min(1, 'Add at least one image')
    .max(100),
});

export const faqContentSchema = z.object({
  items: z.array(faqItemSchema, 'Add at least one question').min(1, 'Add at least one question'),
});

export const guidelinesContentSchema = z
  .object({
    intro: shortText(1000).optional(),
    dos: z.array(requiredText('Every rule', 300)).max(30).default([]),
    donts: z.array(requiredText('Every rule', 300)).max(30).default([]),
    acknowledgement: requiredText('The acknowledgement', 300),
  })
  .refine((value) => value.dos.length + value.donts.length > 0, {
    message: 'Add at least one do or don’t',
    path: ['dos'],
  });

export const spotlightContentSchema = z.object({
  name: requiredText('The name'),
  role: shortText().optional(),
  image: imageUrlSchema.optional(),
  quote: requiredText('The quote', 1000),
  html: htmlSchema.optional(),
});

export const recommendationContentSchema = z.object({
  intro: shortText(1000).optional(),
  items: z
    .array(
      z.object({
        title: requiredText('Every title'),
        description: shortText(500).optional(),
        image: imageUrlSchema.optional(),
        kind: z.enum(['course', 'article']),
        identifier: requiredText('Every identifier', 120),
        /** For articles: the format it opens with (article, video, ...). */
        readerType: z
          .string()
          .refine((type) => baseReaderType(type) !== undefined, 'Choose a known content format')
          .optional(),
      }),
      'Add at least one recommendation',
    )
    .min(1, 'Add at least one recommendation')
    .max(30),
});

export const courseContentSchema = z.object({
  identifier: requiredText('The course identifier', 120),
  title: requiredText('The title'),
  description: shortText(1000).optional(),
  image: imageUrlSchema.optional(),
});

export const htmldeckContentSchema = z.object({
  pages: z
    .array(z.object({ html: htmlSchema }), 'Add at least one page')
    .min(1, 'Add at least one page')
    .max(50),
});

export const readingFormats = {
  article: { name: 'Article', contentSchema: articleContentSchema },
  story: { name: 'Story', contentSchema: storyContentSchema },
  listicle: { name: 'Listicle', contentSchema: listicleContentSchema },
  infographic: { name: 'Infographic', contentSchema: infographicContentSchema },
  gallery: { name: 'Gallery', contentSchema: galleryContentSchema },
  faq: { name: 'FAQ', contentSchema: faqContentSchema },
  news: { name: 'News', contentSchema: newsContentSchema },
  guidelines: { name: 'Guidelines', contentSchema: guidelinesContentSchema },
  spotlight: { name: 'Spotlight', contentSchema: spotlightContentSchema },
  dialogue: { name: 'Dialogue', contentSchema: dialogueContentSchema },
  meme: {
    name: 'Meme',
    contentSchema: z
      .object({
        ...describedImage,
        topText: shortText(120).optional(),
        bottomText: shortText(120).optional(),
      })
      .refine((value) => Boolean(value.topText || value.bottomText), {
        message: 'Add a top or a bottom caption',
        path: ['topText'],
      }),
  },
  htmldeck: { name: 'HTML deck', contentSchema: htmldeckContentSchema },
  qdf: { name: 'Decision flow', contentSchema: qdfContentSchema },
  recommendation: { name: 'Recommendation', contentSchema: recommendationContentSchema },
  course: { name: 'Course', contentSchema: courseContentSchema },
} satisfies FormatEntries;

export type ArticleContent = z.infer<typeof articleContentSchema>;
export type NewsContent = z.infer<typeof newsContentSchema>;
export type StoryContent = z.infer<typeof storyContentSchema>;
export type ListicleContent = z.infer<typeof listicleContentSchema>;
export type InfographicContent = z.infer<typeof infographicContentSchema>;
export type GalleryContent = z.infer<typeof galleryContentSchema>;
export type FaqContent = z.infer<typeof faqContentSchema>;
export type GuidelinesContent = z.infer<typeof guidelinesContentSchema>;
export type SpotlightContent = z.infer<typeof spotlightContentSchema>;
export type MemeContent = z.infer<typeof readingFormats.meme.contentSchema>;
export type HtmlDeckContent = z.infer<typeof htmldeckContentSchema>;
export type RecommendationContent = z.infer<typeof recommendationContentSchema>;
export type CourseContent = z.infer<typeof courseContentSchema>;
