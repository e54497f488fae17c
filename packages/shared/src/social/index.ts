/**
 * The team's social feed (SPEC §1, §7 "Social"). API summary, all under /api/v3, all 403
 * SOCIAL_MESSAGES.featureOff while the team's `social` flag is off:
 *
 * - GET  social/feed?cursor&limit          -> Feed: visible posts newest first; `nextCursor` for the next page.
 * - POST social/images/create              multipart: file (an image) -> 201 SocialImage, for a post to come.
 * - POST social/posts/create               JSON PostCreateBody -> 201 Post (rich text sanitized on the server).
 * - GET  social/posts/{id}                 -> PostDetail (the post and its visible comments, oldest first).
 * - POST social/posts/{id}/comments/create JSON { text } -> 201 PostComment (plain text).
 * - POST social/posts/{id}/like            JSON { liked? } -> LikeResult. Without `liked` a toggle; with it, set.
 * - POST social/posts/{id}/delete          the author or a moderator (builder.view).
 * - POST social/posts/{id}/comments/{commentId}/delete   the comment's author or a moderator.
 * - POST social/posts/{id}/report          JSON { reason } -> 201 { message } (not one's own post; once).
 * Moderators (builder.view):
 * - GET  social/moderation/posts | social/moderation/comments   filters and pages.
 * - POST social/posts/{id}/hide | unhide, social/posts/{id}/comments/{commentId}/hide | unhide.
 * - GET  social/reports?status; POST social/reports/{reportId}/resolve (JSON { action }) | dismiss.
 * - GET  social/mutes; POST social/users/{userId}/mute (JSON { days, reason }) | unmute.
 * Live: the notifications stream (users/{id}/notifications/stream) sends `social` events (SocialEvent).
 */
import { z } from 'zod';
import { COMMENT_LIMITS, COMMENT_MESSAGES } from './comments.ts';

export const SOCIAL_LIMITS = {
  textMax: 3000,
  htmlMax: 20_000,
  imagesMax: 4,
  commentMax: COMMENT_LIMITS.textMax,
  reasonMin: 3,
  reasonMax: 500,
  feedPageDefault: 10,
  feedPageMax: 30,
  moderationPageDefault: 25,
  moderationPageMax: 100,
  muteDaysMax: 365,
  /** Posts per person per minute. */
  postsPerMinute: 5,
  /** Comments per person per minute. */
  commentsPerMinute: 20,
} as const;

export const SOCIAL_MESSAGES = {
  featureOff: 'The social feed is turned off for your team.',
  textRequired: 'Write something or add an image',
  textTooLong: `A post can be at most ${SOCIAL_LIMITS.textMax} characters`,
  htmlTooLong: 'This post is too long',
  tooManyImages: `A post can have at most ${SOCIAL_LIMITS.imagesMax} images`,
  imageNotFound: 'An image of this post was not found. Upload it again.',
  linkNotFound: 'The linked course or article was not found',
  commentRequired: COMMENT_MESSAGES.textRequired,
  commentTooLong: COMMENT_MESSAGES.textTooLong,
  reasonRequired: `Tell the moderators why (at least ${SOCIAL_LIMITS.reasonMin} characters)`,
  reasonTooLong: `A reason can be at most ${SOCIAL_LIMITS.reasonMax} characters`,
  ownPost: 'You cannot report your own post',
  alreadyReported: 'You have already reported this post',
  reported: 'Thank you. The moderators will look at this post.',
  notModerator: 'Only moderators can do this',
  muted: (until: string) => `You are muted from posting and commenting until ${until}.`,
  muteSelf: 'You cannot mute yourself',
  invalidCursor: 'Invalid cursor',
  reportHandled: 'This report has already been handled',
  postHidden: 'A moderator hid this post: it takes no new comments',
} as const;

/** Notification texts for an author whose post a moderator hid or deleted. */
export const SOCIAL_NOTICES = {
  postHidden: 'A moderator hid your post',
  postDeleted: 'A moderator deleted your post',
  commentHidden: 'A moderator hid your comment',
  commentDeleted: 'A moderator deleted your comment',
} as const;

export const socialAuthorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** SPEC §9 level (1-10) from the author's points, and its name. */
  level: z.number().int(),
  levelName: z.string(),
});
export type SocialAuthor = z.infer<typeof socialAuthorSchema>;

export const socialImageSchema = z.object({
  _id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type SocialImage = z.infer<typeof socialImageSchema>;

export const POST_LINK_KINDS = ['course', 'article'] as const;
export type PostLinkKind = (typeof POST_LINK_KINDS)[number];

export const postLinkSchema = z.object({
  kind: z.enum(POST_LINK_KINDS),
  _id: z.string(),
  name: z.string(),
  /** Articles: the reader type of /content/{readerType}/{id}. */
  readerType: z.string().nullable(),
});
export type PostLink = z.infer<typeof postLinkSchema>;

export const postSchema = z.object({
  _id: z.string(),
  author: socialAuthorSchema,
  /** Sanitized rich text. */
  html: z.string(),
  images: z.array(socialImageSchema),
  link: postLinkSchema.nullable(),
  likeCount: z.number().int(),
  liked: z.boolean(),
  commentCount: z.number().int(),
  hidden: z.boolean(),
  /** Open reports (moderators only; 0 for others). */
  openReports: z.number().int(),
  canDelete: z.boolean(),
  canReport: z.boolean(),
  createdAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const feedQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(SOCIAL_LIMITS.feedPageMax).default(SOCIAL_LIMITS.feedPageDefault),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const feedSchema = z.object({
  posts: z.array(postSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type Feed = z.infer<typeof feedSchema>;

export const postCreateBodySchema = z.object({
  html: z.string().max(SOCIAL_LIMITS.htmlMax, SOCIAL_MESSAGES.htmlTooLong).default(''),
  images: z
    .array(z.uuid('Invalid image id'))
    .max(SOCIAL_LIMITS.imagesMax, SOCIAL_MESSAGES.tooManyImages)
    .default([]),
  link: z.object({ kind: z.enum(POST_LINK_KINDS), id: z.uuid('Invalid link id') }).nullish(),
});
export type PostCreateBody = z.input<typeof postCreateBodySchema>;

export const postCommentSchema = z.object({
  _id: z.string(),
  postId: z.string(),
  author: socialAuthorSchema,
  /** Plain text. */
  body: z.string(),
  hidden: z.boolean(),
  canDelete: z.boolean(),
  createdAt: z.string(),
});
export type PostComment = z.infer<typeof postCommentSchema>;

export const postDetailSchema = postSchema.extend({ comments: z.array(postCommentSchema) });
export type PostDetail = z.infer<typeof postDetailSchema>;

export const postCommentBodySchema = z.object({
  text: z
    .string({ error: SOCIAL_MESSAGES.commentRequired })
    .trim()
    .min(1, SOCIAL_MESSAGES.commentRequired)
    .max(SOCIAL_LIMITS.commentMax, SOCIAL_MESSAGES.commentTooLong),
});
export type PostCommentBody = z.infer<typeof postCommentBodySchema>;

export const likeBodySchema = z.object({ liked: z.boolean().optional() }).default({});
export const likeResultSchema = z.object({ likeCount: z.number().int(), liked: z.boolean() });
export type LikeResult = z.infer<typeof likeResultSchema>;

const reasonSchema = z
  .string({ error: SOCIAL_MESSAGES.reasonRequired })
  .trim()
  .min(SOCIAL_LIMITS.reasonMin, SOCIAL_MESSAGES.reasonRequired)
  .max(SOCIAL_LIMITS.reasonMax, SOCIAL_MESSAGES.reasonTooLong);

export const reportBodySchema = z.object({ reason: reasonSchema });
export type ReportBody = z.infer<typeof reportBodySchema>;

export const messageSchema = z.object({ message: z.string() });

// Moderation

export const MODERATION_STATUSES = ['all', 'visible', 'hidden', 'reported'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

const dateQuery = z.iso.date('Use a date like 2026-01-31').optional();

export const moderationQuerySchema = z.object({
  status: z.enum(MODERATION_STATUSES).default('all'),
  authorId: z.uuid('Invalid author id').optional(),
  from: dateQuery,
  to: dateQuery,
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SOCIAL_LIMITS.moderationPageMax)
    .default(SOCIAL_LIMITS.moderationPageDefault),
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

export const moderationPostListSchema = z.object({
  posts: z.array(postSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ModerationPostList = z.infer<typeof moderationPostListSchema>;

export const moderationCommentSchema = postCommentSchema.extend({ postExcerpt: z.string() });
export type ModerationComment = z.infer<typeof moderationCommentSchema>;

export const moderationCommentListSchema = z.object({
  comments: z.array(moderationCommentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ModerationCommentList = z.infer<typeof moderationCommentListSchema>;

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const reportSchema = z.object({
  _id: z.string(),
  postId: z.string(),
  postExcerpt: z.string(),
  postHidden: z.boolean(),
  postAuthor: z.object({ _id: z.string(), name: z.string() }),
  reporter: z.object({ _id: z.string(), name: z.string() }),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportQuerySchema = z.object({ status: z.enum(REPORT_STATUSES).default('open') });
export const reportListSchema = z.object({ reports: z.array(reportSchema) });
export type ReportList = z.infer<typeof reportListSchema>;

/** Resolving a report may also hide or delete the post (then every open report of it is resolved). */
export const REPORT_ACTIONS = ['none', 'hide', 'delete'] as const;
export const reportResolveBodySchema = z.object({ action: z.enum(REPORT_ACTIONS).default('none') });
export type ReportResolveBody = z.input<typeof reportResolveBodySchema>;

export const muteBodySchema = z.object({
  days: z.coerce
    .number({ error: 'Choose for how many days' })
    .int('Choose a whole number of days')
    .min(1, 'Mute for at least 1 day')
    .max(SOCIAL_LIMITS.muteDaysMax, `Mute for at most ${SOCIAL_LIMITS.muteDaysMax} days`),
  reason: z.string().trim().max(SOCIAL_LIMITS.reasonMax, SOCIAL_MESSAGES.reasonTooLong).default(''),
});
export type MuteBody = z.input<typeof muteBodySchema>;

export const muteSchema = z.object({
  userId: z.string(),
  name: z.string(),
  until: z.string(),
  reason: z.string(),
});
export type Mute = z.infer<typeof muteSchema>;
export const muteListSchema = z.object({ mutes: z.array(muteSchema) });

/** What the notifications stream sends as `event: social`: which post changed and how. */
export const SOCIAL_EVENT_TYPES = ['post.created', 'post.changed', 'post.removed'] as const;
export const socialEventSchema = z.object({
  type: z.enum(SOCIAL_EVENT_TYPES),
  postId: z.string(),
});
export type SocialEvent = z.infer<typeof socialEventSchema>;

export { SOCIAL_QUERY_ROOT } from './query-root.ts';
