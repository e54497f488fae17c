-- Search (modules/search): a course is found by the names of its lessons and quizzes ("pass"
-- finds "Password check"), so decks get the same trigram index as the other searched names, and
-- names get word-prefix full-text indexes (to_tsvector('simple', name), as db/text-search.ts
-- namePrefixMatches writes it). Written by hand: drizzle-kit knows neither.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "decks_name_trgm_idx" ON "decks" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "decks_name_search_idx" ON "decks" USING gin (to_tsvector('simple', "name"));
