import { z } from 'zod';
import type { FormatEntries } from './format-entry.ts';
import { faqItemSchema } from './reading.ts';
import {
  htmlSchema,
  imageUrlSchema,
  isoDaySchema,
  linkUrlSchema,
  requiredText,
  shortText,
} from './reading-fields.ts';

/** The commerce formats: display name and content schema of each (icons: format-icons.ts). */

export const productSchema = z.object(
  {
    name: requiredText('Every product name'),
    image: imageUrlSchema.optional(),
    price: z.number('Enter a price').min(0, 'A price cannot be negative').max(1_000_000_000),
    /** ISO 4217, e.g. INR, EUR, USD. */
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as INR or EUR'),
    description: shortText(2000).optional(),
    category: shortText(60).optional(),
    link: linkUrlSchema.optional(),
  },
  'Fill in the product',
);
export type Product = z.infer<typeof productSchema>;

const productListSchema = z.object({
  intro: shortText(1000).optional(),
  products: z.array(productSchema, 'Add at least one product').min(1, 'Add at least one product').max(200),
});

export const offerContentSchema = z
  .object({
    title: requiredText('The offer title'),
    description: shortText(2000).optional(),
    image: imageUrlSchema.optional(),
    /** What the learner gets, e.g. "20% off". */
    benefit: shortText(60).optional(),
    code: requiredText('The code', 40),
    validFrom: isoDaySchema.optional(),
    validUntil: isoDaySchema.optional(),
    terms: shortText(2000).optional(),
    link: linkUrlSchema.optional(),
  })
  .refine((offer) => !offer.validFrom || !offer.validUntil || offer.validFrom <= offer.validUntil, {
    message: 'The offer must start before it ends',
    path: ['validUntil'],
  });

export const productCardContentSchema = z.object({
  product: productSchema,
  highlights: z.array(requiredText('Every highlight', 200)).max(10).default([]),
});

export const productFaqContentSchema = z.object({
  productName: shortText().optional(),
  image: imageUrlSchema.optional(),
  items: z.array(faqItemSchema, 'Add at least one question').min(1, 'Add at least one question'),
});

export const EMPLOYMENT_TYPES = ['fullTime', 'partTime', 'contract', 'internship', 'temporary'] as const;

export const jobPostContentSchema = z
  .object({
    title: requiredText('The job title'),
    company: shortText().optional(),
    location: requiredText('The location'),
    employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
    html: htmlSchema.refine((html) => html.trim().length > 0, 'Describe the job'),
    applyUrl: linkUrlSchema.optional(),
    applyEmail: z.email('Use an email address like jobs@example.com').optional(),
    closingDate: isoDaySchema.optional(),
  })
  .refine((job) => Boolean(job.applyUrl || job.applyEmail), {
    message: 'Add a link or an email address to apply',
    path: ['applyUrl'],
  });

export const responsiveTableContentSchema = z
  .object({
    caption: requiredText('The caption'),
    columns: z
      .array(requiredText('Every column name', 80), 'Add at least one column')
      .min(1, 'Add at least one column')
      .max(12),
    rows: z
      .array(z.array(z.string().max(500)), 'Add at least one row')
      .min(1, 'Add at least one row')
      .max(500),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, index) => {
      if (row.length !== table.columns.length) {
        ctx.addIssue({
          code: 'custom',
          message: `Row ${index + 1} needs ${table.columns.length} cells`,
          path: ['rows', index],
        });
      }
    });
  });

export const CHART_TYPES = ['line', 'bar', 'pie'] as const;

const chartSchema = z
  .object({
    title: requiredText('Every chart title'),
    type: z.enum(CHART_TYPES),
    unit: shortText(20).optional(),
    /** The series names (a pie chart has one). */
    series: z
      .array(requiredText('Every series name', 60), 'Add at least one series')
      .min(1, 'Add at least one series')
      .max(8),
    points: z
      .array(
        z.object({ label: requiredText('Every label', 60), values: z.array(z.number()) }),
        'Add at least one data point',
      )
      .min(1, 'Add at least one data point')
      .max(100),
  })
  .superRefine((chart, ctx) => {
    if (chart.type === 'pie' && chart.series.length !== 1) {
      ctx.addIssue({ code: 'custom', message: 'A pie chart shows exactly one series', path: ['series'] });
    }
    chart.points.forEach((point, index) => {
      if (point.values.length !== chart.series.length) {
        ctx.addIssue({
          code: 'custom',
          message: `"${point.label}" needs one value per series`,
          path: ['points', index, 'values'],
        });
      }
    });
  });

export const interactiveChartsContentSchema = z.object({
  intro: shortText(1000).optional(),
  charts: z.array(chartSchema, 'Add at least one chart').min(1, 'Add at least one chart').max(10),
});

export const discussionContentSchema = z.object({
  /** The question or topic the learners discuss. */
  html: htmlSchema.refine((html) => html.trim().length > 0, 'Write the discussion prompt'),
  /** Comments a learner must post before the discussion counts as done (0: reading is enough). */
  minComments: z.number().int().min(0).max(10).default(1),
});

export const commerceFormats = {
  offer: { name: 'Offer', contentSchema: offerContentSchema },
  productcatalog: { name: 'Product catalog', contentSchema: productListSchema },
  productcard: { name: 'Product card', contentSchema: productCardContentSchema },
  productgrid: { name: 'Product grid', contentSchema: productListSchema },
  productfaq: { name: 'Product FAQ', contentSchema: productFaqContentSchema },
  jobpost: { name: 'Job post', contentSchema: jobPostContentSchema },
  responsivetable: {
    name: 'Responsive table',
    contentSchema: responsiveTableContentSchema,
  },
  interactivecharts: {
    name: 'Interactive charts',
    contentSchema: interactiveChartsContentSchema,
  },
  discussion: { name: 'Discussion', contentSchema: discussionContentSchema },
} satisfies FormatEntries;

export { productListSchema };
export type ProductListContent = z.infer<typeof productListSchema>;
export type OfferContent = z.infer<typeof offerContentSchema>;
export type ProductCardContent = z.infer<typeof productCardContentSchema>;
export type ProductFaqContent = z.infer<typeof productFaqContentSchema>;
export type JobPostContent = z.infer<typeof jobPostContentSchema>;
export type ResponsiveTableContent = z.infer<typeof responsiveTableContentSchema>;
export type ChartContent = z.infer<typeof chartSchema>;
export type InteractiveChartsContent = z.infer<typeof interactiveChartsContentSchema>;
export type DiscussionContent = z.infer<typeof discussionContentSchema>;
