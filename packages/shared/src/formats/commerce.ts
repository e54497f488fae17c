import { z } from 'zod';
import type { FormatEntries } from './format-entry.ts';

/** The commerce formats: display name, Tabler icon name and content schema of each. */
export const commerceFormats = {
  offer: { name: 'Offer', icon: 'IconFile', contentSchema: z.looseObject({}) },
  productcatalog: { name: 'Product catalog', icon: 'IconFile', contentSchema: z.looseObject({}) },
  productcard: { name: 'Product card', icon: 'IconFile', contentSchema: z.looseObject({}) },
  productgrid: { name: 'Product grid', icon: 'IconFile', contentSchema: z.looseObject({}) },
  productfaq: { name: 'Product FAQ', icon: 'IconFile', contentSchema: z.looseObject({}) },
  jobpost: { name: 'Job post', icon: 'IconFile', contentSchema: z.looseObject({}) },
  responsivetable: { name: 'Responsive table', icon: 'IconFile', contentSchema: z.looseObject({}) },
  interactivecharts: { name: 'Interactive charts', icon: 'IconFile', contentSchema: z.looseObject({}) },
  discussion: { name: 'Discussion', icon: 'IconFile', contentSchema: z.looseObject({}) },
} satisfies FormatEntries;
