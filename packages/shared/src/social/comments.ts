/**
 * Comments and reactions on articles and discussion decks (SPEC §7 "Articles"). API summary, /api/v3:
 *
 * - GET  articles/{id}/comments                 query CommentListQuery -> CommentList (threads newest
 *                                                first, replies oldest first, plus the reaction summary)
 * - POST articles/{id}/comments/create          JSON CommentCreateBody -> 201 Comment. Only while the
 *                                                article's settings.interactions is on (else 403).
 * - POST articles/{id}/comments/{commentId}/delete -> Comment (the author or builder.view; a soft delete:
 *                                                the body becomes '' and `deleted` true, replies stay)
 * - POST articles/{id}/like | articles/{id}/dislike -> ReactionSummary. A toggle: the same reaction again
 *                                                removes it; the other one replaces it (one per learner).
 * - GET  articles/{id}/reactions                -> ReactionSummary
 * - GET  decks/{id}/comments, POST decks/{id}/comments/create, POST decks/{id}/comments/{commentId}/delete:
 *   the same for discussion decks; the learner needs access to the deck's course.
 * Comment text is stored as plain text: HTML is stripped on the server, then 1-2000 characters.
 */
import { z } from 'zod';

export const COMMENT_LIMITS = {
  textMax: 2000,
  pageDefault: 20,
  pageMax: 50,
} as const;

export const COMMENT_MESSAGES = {
  textRequired: 'Write a comment first',
  textTooLong: `Comments can be at most ${COMMENT_LIMITS.textMax} characters`,
  interactionsOff: 'Comments and reactions are turned off for this article',
  parentNotFound: 'The comment you are replying to does not exist',
  replyToReply: 'Replies can only be made to a top-level comment',
  onlyDiscussionDecks: 'Only discussion decks take comments',
} as const;

export const commentAuthorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

export const REACTIONS = ['like', 'dislike'] as const;
export type Reaction = (typeof REACTIONS)[number];

export const reactionSummarySchema = z.object({
  likes: z.number().int(),
  dislikes: z.number().int(),
  /** The caller's own reaction. */
  mine: z.enum(REACTIONS).nullable(),
});
export type ReactionSummary = z.infer<typeof reactionSummarySchema>;

export const commentSchema = z.object({
  _id: z.string(),
  author: commentAuthorSchema,
  /** Plain text; '' once deleted. */
  body: z.string(),
  /** The top-level comment this replies to; null for a top-level comment. */
  parentId: z.string().nullable(),
  deleted: z.boolean(),
  /** The caller may delete it (author or builder.view). */
  canDelete: z.boolean(),
  replyCount: z.number().int(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A top-level comment with its replies (oldest first). */
export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

export const commentListQuerySchema = z.object({
  /** 1-based page of top-level comments. */
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(COMMENT_LIMITS.pageMax).default(COMMENT_LIMITS.pageDefault),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

export const commentListSchema = z.object({
  comments: z.array(commentThreadSchema),
  /** Top-level comments in all pages. */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  reactions: reactionSummarySchema,
  /** Whether new comments are accepted (articles: settings.interactions). */
  open: z.boolean(),
});
export type CommentList = z.infer<typeof commentListSchema>;

/** The server strips HTML and checks that text remains. */
export const commentCreateBodySchema = z.object({
  text: z
    .string({ error: COMMENT_MESSAGES.textRequired })
    .trim()
    .min(1, COMMENT_MESSAGES.textRequired)
    .max(COMMENT_LIMITS.textMax, COMMENT_MESSAGES.textTooLong),
  parentId: z.uuid('Invalid parent id').nullish(),
});
export type CommentCreateBody = z.infer<typeof commentCreateBodySchema>;
