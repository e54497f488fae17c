import { type AnyPgColumn, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { teamRef, userRef } from './refs';

/** What a comment or reaction is about: a standalone article or a deck (discussion format). */
export const INTERACTION_TARGETS = ['article', 'deck'] as const;
export type InteractionTarget = (typeof INTERACTION_TARGETS)[number];

/** Threaded comments on an article or a discussion deck; `body` is sanitized before it is stored. */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    teamId: teamRef(),
    itemKind: text('item_kind').$type<InteractionTarget>().notNull(),
    itemId: uuid('item_id').notNull(),
    userId: userRef(),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('comments_item_idx').on(t.itemKind, t.itemId, t.createdAt)],
);

/** A learner's like or dislike of an article or deck: at most one per learner and item. */
export const reactions = pgTable(
  'reactions',
  {
    teamId: teamRef(),
    itemKind: text('item_kind').$type<InteractionTarget>().notNull(),
    itemId: uuid('item_id').notNull(),
    userId: userRef(),
    reaction: text('reaction').$type<'like' | 'dislike'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemKind, t.itemId, t.userId] })],
);

export type CommentRow = typeof comments.$inferSelect;
