import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * word_similarity (pg_trgm) from which a name counts as matching: 0.4 lets one typo through
 * ("secrity" ~ "Information Security Basics" is 0.55, "saftey" ~ "Safety" 0.43) while unrelated
 * names score near 0. The `<%` operator reads it from pg_trgm.word_similarity_threshold, and
 * only `<%` (not the function) can use the GIN trigram indexes of migration 0009.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/** Runs `fn` in a transaction where `<%` uses WORD_SIMILARITY_THRESHOLD (SET LOCAL: no leak to the pool). */
export function withTypoTolerance<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    return fn(tx);
  });
}

/**
 * The full-text document of an item. The expression must stay exactly as the `*_search_idx`
 * indexes of migration 0009 write it, or they are not used.
 */
export const searchDocument = (name: SQLWrapper, description: SQLWrapper): SQL =>
  sql`to_tsvector('simple', ${name} || ' ' || ${description})`;

/**
 * Every word of the (already stripped) text as a word prefix, all required: "pass chec" is
 * `'pass':* & 'chec':*`, so "pass" finds "Password check". The strip rule (SPEC §5) leaves no
 * quote or operator character, so each word can be quoted as a lexeme as it is.
 */
export function prefixQueryText(text: string): string {
  const words = text.split(/[\s_-]+/u).filter((word) => word.length > 0);
  return words.map((word) => `'${word.replace(/'/g, '')}':*`).join(' & ');
}

export const searchQuery = (text: string): SQL => sql`to_tsquery('simple', ${prefixQueryText(text)}::text)`;

/** Word-prefix full-text match of a name alone (decks have no description). */
export const namePrefixMatches = (text: string, name: SQLWrapper): SQL =>
  sql`to_tsvector('simple', ${name}) @@ ${searchQuery(text)}`;

/** A typo-tolerant match of the text against any extent of words in the column. */
export const nameMatches = (text: string, column: SQLWrapper): SQL => sql`${text}::text <% ${column}`;

/**
 * Relevance: how well the text matches some words of the name (word_similarity), how close the
 * whole name is to it (similarity: "Safety" beats "Safety module 9"), plus the full-text rank
 * over name and description.
 */
export const relevance = (text: string, name: SQLWrapper, description: SQLWrapper): SQL<number> =>
  sql<number>`(word_similarity(${text}::text, ${name}) + similarity(${text}::text, ${name}) + ts_rank(${searchDocument(name, description)}, ${searchQuery(text)}))`.mapWith(
    Number,
  );
