import type {
  ModerationCommentList,
  ModerationPostList,
  ModerationQuery,
  Mute,
  MuteBody,
  Report,
  ReportList,
  ReportResolveBody,
  ReportStatus,
} from '@lp/shared/social/index';
import { SOCIAL_MESSAGES } from '@lp/shared/social/index';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { findUserById } from '../users/service';
import { displayName } from './access';
import * as comments from './comments.repo';
import { assertModerator, excerptOf, presentComment, presentPost, type Viewer } from './feed.access';
import { deletePost, publish, type SocialContext, tellAuthor } from './feed.service';
import * as moderation from './moderation.repo';
import * as repo from './posts.repo';

function filterOf(query: ModerationQuery): repo.ModerationFilter {
  return {
    status: query.status,
    authorId: query.authorId,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? addDays(new Date(`${query.to}T00:00:00Z`), 1) : undefined,
  };
}

/** A mute of N days lasts N times 24 hours; a date filter's `to` day is included whole. */
const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

const pageOf = (query: ModerationQuery) => ({ offset: (query.page - 1) * query.limit, limit: query.limit });

/** GET social/moderation/posts: every post of the team, hidden ones too, with filters. */
export async function moderationPosts(
  ctx: SocialContext,
  viewer: Viewer,
  query: ModerationQuery,
): Promise<ModerationPostList> {
  assertModerator(viewer);
  const { rows, total } = await repo.moderationPosts(
    ctx.db,
    viewer.team.id,
    viewer.user.id,
    filterOf(query),
    pageOf(query),
  );
  return {
    posts: await Promise.all(rows.map((row) => presentPost(ctx.secret, viewer, row))),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** GET social/moderation/comments: every comment of the team (reports are about posts: `reported` lists none). */
export async function moderationComments(
  ctx: SocialContext,
  viewer: Viewer,
  query: ModerationQuery,
): Promise<ModerationCommentList> {
  assertModerator(viewer);
  if (query.status === 'reported') return { comments: [], total: 0, page: query.page, limit: query.limit };
  const { rows, total } = await comments.moderationComments(
    ctx.db,
    viewer.team.id,
    filterOf(query),
    pageOf(query),
  );
  const posts = new Map<string, string>();
  for (const row of rows) {
    if (posts.has(row.comment.postId)) continue;
    const post = await repo.findPost(ctx.db, viewer.team.id, viewer.user.id, row.comment.postId);
    posts.set(row.comment.postId, post ? excerptOf(post.post.body, 80) : '');
  }
  return {
    comments: rows.map((row) => ({
      ...presentComment(viewer, row),
      postExcerpt: posts.get(row.comment.postId) ?? '',
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** POST social/posts/{id}/hide | unhide. Hiding tells the author and resolves the post's open reports. */
export async function setPostHidden(ctx: SocialContext, viewer: Viewer, postId: string, hidden: boolean) {
  assertModerator(viewer);
  const row = await repo.setPostHidden(ctx.db, viewer.team.id, postId, hidden ? viewer.user.id : null);
  if (!row) throw notFound();
  if (hidden) {
    await moderation.closeReports(ctx.db, { teamId: viewer.team.id, postId }, 'resolved', viewer.user.id);
    await tellAuthor(ctx, viewer, row.authorId, {
      kind: 'postHidden',
      excerpt: excerptOf(row.body),
      link: `/social/${row.id}`,
    });
  }
  await publish(ctx.db, viewer.team.id, { type: hidden ? 'post.removed' : 'post.created', postId: row.id });
  const post = await repo.findPost(ctx.db, viewer.team.id, viewer.user.id, row.id);
  if (!post) throw notFound();
  return presentPost(ctx.secret, viewer, post);
}

/** POST social/posts/{id}/comments/{commentId}/hide | unhide. */
export async function setCommentHidden(
  ctx: SocialContext,
  viewer: Viewer,
  postId: string,
  commentId: string,
  hidden: boolean,
) {
  assertModerator(viewer);
  const found = await comments.findComment(ctx.db, viewer.team.id, postId, commentId);
  if (!found) throw notFound();
  await comments.setCommentHidden(ctx.db, viewer.team.id, commentId, hidden ? viewer.user.id : null);
  if (hidden)
    await tellAuthor(ctx, viewer, found.comment.authorId, {
      kind: 'commentHidden',
      excerpt: excerptOf(found.comment.body),
      link: `/social/${postId}`,
    });
  await publish(ctx.db, viewer.team.id, { type: 'post.changed', postId });
  const updated = await comments.findComment(ctx.db, viewer.team.id, postId, commentId);
  if (!updated) throw notFound();
  return presentComment(viewer, updated);
}

function presentReport(row: Awaited<ReturnType<typeof moderation.listReports>>[number]): Report {
  return {
    _id: row.report.id,
    postId: row.post.id,
    postExcerpt: excerptOf(row.post.body),
    postHidden: row.post.hiddenAt !== null,
    postAuthor: { _id: row.postAuthor.id, name: displayName(row.postAuthor) },
    reporter: { _id: row.reporter.id, name: displayName(row.reporter) },
    reason: row.report.reason,
    status: row.report.status,
    createdAt: row.report.createdAt.toISOString(),
    handledAt: row.report.handledAt?.toISOString() ?? null,
  };
}

/** GET social/reports: the queue (open, oldest first) or the handled ones. */
export async function listReports(
  ctx: SocialContext,
  viewer: Viewer,
  status: ReportStatus,
): Promise<ReportList> {
  assertModerator(viewer);
  const rows = await moderation.listReports(ctx.db, viewer.team.id, status);
  return { reports: rows.map(presentReport) };
}

async function openReport(ctx: SocialContext, viewer: Viewer, reportId: string) {
  assertModerator(viewer);
  const row = await moderation.findReport(ctx.db, viewer.team.id, reportId);
  if (!row) throw notFound();
  if (row.report.status !== 'open') throw conflict(SOCIAL_MESSAGES.reportHandled);
  return row;
}

/** POST social/reports/{id}/resolve: optionally hides or deletes the post, which resolves all its reports. */
export async function resolveReport(
  ctx: SocialContext,
  viewer: Viewer,
  reportId: string,
  body: ReportResolveBody,
): Promise<{ message: string }> {
  const row = await openReport(ctx, viewer, reportId);
  if (body.action === 'hide') await setPostHidden(ctx, viewer, row.post.id, true);
  else if (body.action === 'delete') await deletePost(ctx, viewer, row.post.id);
  else
    await moderation.closeReports(
      ctx.db,
      { teamId: viewer.team.id, ids: [row.report.id] },
      'resolved',
      viewer.user.id,
    );
  return { message: 'Report resolved' };
}

/** POST social/reports/{id}/dismiss: nothing wrong with the post. */
export async function dismissReport(ctx: SocialContext, viewer: Viewer, reportId: string) {
  const row = await openReport(ctx, viewer, reportId);
  await moderation.closeReports(
    ctx.db,
    { teamId: viewer.team.id, ids: [row.report.id] },
    'dismissed',
    viewer.user.id,
  );
  return { message: 'Report dismissed' };
}

async function teamMember(ctx: SocialContext, viewer: Viewer, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.teamId !== viewer.team.id || user.deletedAt) throw notFound();
  return user;
}

/** GET social/mutes: who may not post or comment now, soonest end first. */
export async function listMutes(ctx: SocialContext, viewer: Viewer): Promise<{ mutes: Mute[] }> {
  assertModerator(viewer);
  const rows = await moderation.activeMutes(ctx.db, viewer.team.id, new Date());
  return {
    mutes: rows.map((r) => ({
      userId: r.user.id,
      name: displayName(r.user),
      until: r.mute.until.toISOString(),
      reason: r.mute.reason,
    })),
  };
}

/** POST social/users/{userId}/mute: no posts or comments from this person for `days` days. */
export async function muteUser(
  ctx: SocialContext,
  viewer: Viewer,
  userId: string,
  body: MuteBody,
): Promise<Mute> {
  assertModerator(viewer);
  const user = await teamMember(ctx, viewer, userId);
  if (user.id === viewer.user.id) throw badRequest(SOCIAL_MESSAGES.muteSelf);
  const days = Number(body.days);
  const row = await moderation.upsertMute(ctx.db, {
    teamId: viewer.team.id,
    userId: user.id,
    until: addDays(new Date(), days),
    reason: body.reason ?? '',
    mutedById: viewer.user.id,
  });
  return { userId: user.id, name: displayName(user), until: row.until.toISOString(), reason: row.reason };
}

/** POST social/users/{userId}/unmute. */
export async function unmuteUser(ctx: SocialContext, viewer: Viewer, userId: string) {
  assertModerator(viewer);
  const user = await teamMember(ctx, viewer, userId);
  await moderation.deleteMute(ctx.db, viewer.team.id, user.id);
  return { message: 'Unmuted' };
}
