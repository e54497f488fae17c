import { type Doc, numberOf, optionalText, textOf } from '../content/content-values.ts';

export interface ProductDraft {
  name: string;
  price: number;
  currency: string;
  image?: string;
  description?: string;
  category?: string;
  link?: string;
}

export const DEFAULT_CURRENCY = 'INR';

export const newProduct = (currency = DEFAULT_CURRENCY): ProductDraft => ({ name: '', price: 0, currency });

export function productDraftOf(value: unknown): ProductDraft {
  const doc: Doc = typeof value === 'object' && value !== null ? (value as Doc) : {};
  return {
    name: textOf(doc.name),
    price: numberOf(doc.price),
    currency: textOf(doc.currency) || DEFAULT_CURRENCY,
    image: optionalText(doc.image),
    description: optionalText(doc.description),
    category: optionalText(doc.category),
    link: optionalText(doc.link),
  };
}
